-- A scan's groups by their stable id: comparing a scan with the previous one looks groups up by it.
CREATE INDEX record_matching_scan_groups_group_idx ON record_matching_scan_groups (scan_id, group_id);
