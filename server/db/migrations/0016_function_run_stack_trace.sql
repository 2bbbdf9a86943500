-- The stack frames of a run that threw (names and places only, no values), for the run's detail page.
ALTER TABLE function_runs ADD COLUMN error_stack_trace text;
