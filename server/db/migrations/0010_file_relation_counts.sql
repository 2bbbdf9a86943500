-- Files per resource, kept by statement triggers on file_relations, so the attachment list of a
-- record with thousands of files reads its TotalCount from one row instead of counting them.
-- Active: the relation's DeletedAt is empty; deleted: the file is in the trash. The function body
-- keeps every semicolon inside a line, because migrations are split at semicolons that end a line.
CREATE TABLE file_relation_counts (
  target_module text NOT NULL,
  target_kind text NOT NULL,
  target_context_id text NOT NULL,
  target_object_id text NOT NULL,
  relation_kind integer NOT NULL,
  active_count bigint NOT NULL,
  deleted_count bigint NOT NULL,
  PRIMARY KEY (target_module, target_kind, target_context_id, target_object_id, relation_kind)
);

INSERT INTO file_relation_counts
  SELECT target_module, target_kind, target_context_id, target_object_id, relation_kind,
    count(*) FILTER (WHERE deleted_at IS NULL), count(*) FILTER (WHERE deleted_at IS NOT NULL)
  FROM file_relations GROUP BY target_module, target_kind, target_context_id, target_object_id, relation_kind;

CREATE FUNCTION file_relation_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO file_relation_counts AS c
      SELECT target_module, target_kind, target_context_id, target_object_id, relation_kind,
        count(*) FILTER (WHERE deleted_at IS NULL), count(*) FILTER (WHERE deleted_at IS NOT NULL)
      FROM new_rows GROUP BY target_module, target_kind, target_context_id, target_object_id, relation_kind
      ON CONFLICT (target_module, target_kind, target_context_id, target_object_id, relation_kind)
      DO UPDATE SET active_count = c.active_count + excluded.active_count, deleted_count = c.deleted_count + excluded.deleted_count
  ; ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO file_relation_counts AS c
      SELECT target_module, target_kind, target_context_id, target_object_id, relation_kind, sum(active), sum(deleted)
      FROM (
        SELECT target_module, target_kind, target_context_id, target_object_id, relation_kind,
          CASE WHEN deleted_at IS NULL THEN 1 ELSE 0 END AS active, CASE WHEN deleted_at IS NULL THEN 0 ELSE 1 END AS deleted
        FROM new_rows
        UNION ALL
        SELECT target_module, target_kind, target_context_id, target_object_id, relation_kind,
          CASE WHEN deleted_at IS NULL THEN -1 ELSE 0 END, CASE WHEN deleted_at IS NULL THEN 0 ELSE -1 END
        FROM old_rows
      ) d
      GROUP BY target_module, target_kind, target_context_id, target_object_id, relation_kind
      HAVING sum(active) <> 0 OR sum(deleted) <> 0
      ON CONFLICT (target_module, target_kind, target_context_id, target_object_id, relation_kind)
      DO UPDATE SET active_count = c.active_count + excluded.active_count, deleted_count = c.deleted_count + excluded.deleted_count
  ; ELSIF TG_OP = 'DELETE' THEN
    UPDATE file_relation_counts c
      SET active_count = c.active_count - d.active, deleted_count = c.deleted_count - d.deleted
      FROM (
        SELECT target_module, target_kind, target_context_id, target_object_id, relation_kind,
          count(*) FILTER (WHERE deleted_at IS NULL) AS active, count(*) FILTER (WHERE deleted_at IS NOT NULL) AS deleted
        FROM old_rows GROUP BY target_module, target_kind, target_context_id, target_object_id, relation_kind
      ) d
      WHERE (c.target_module, c.target_kind, c.target_context_id, c.target_object_id, c.relation_kind)
        = (d.target_module, d.target_kind, d.target_context_id, d.target_object_id, d.relation_kind)
  ; ELSE
    DELETE FROM file_relation_counts
  ; END IF
  ; RETURN NULL
; END
$$;

CREATE TRIGGER file_relation_counts_insert AFTER INSERT ON file_relations
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION file_relation_counts_apply();

CREATE TRIGGER file_relation_counts_update AFTER UPDATE ON file_relations
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION file_relation_counts_apply();

CREATE TRIGGER file_relation_counts_delete AFTER DELETE ON file_relations
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION file_relation_counts_apply();

CREATE TRIGGER file_relation_counts_truncate AFTER TRUNCATE ON file_relations
  FOR EACH STATEMENT EXECUTE FUNCTION file_relation_counts_apply();

ALTER TABLE file_relations ENABLE ALWAYS TRIGGER file_relation_counts_insert;

ALTER TABLE file_relations ENABLE ALWAYS TRIGGER file_relation_counts_update;

ALTER TABLE file_relations ENABLE ALWAYS TRIGGER file_relation_counts_delete;

ALTER TABLE file_relations ENABLE ALWAYS TRIGGER file_relation_counts_truncate;
