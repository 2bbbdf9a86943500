-- What an action's job acts on, as its caller saw it when it was queued: every run of the job shows it.
ALTER TABLE function_jobs ADD COLUMN target_display jsonb;
