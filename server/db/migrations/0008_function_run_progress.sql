-- Long runs (recalculating a calculated field over every record) report how far they are.
ALTER TABLE function_runs ADD COLUMN progress_done integer;
ALTER TABLE function_runs ADD COLUMN progress_total integer;
