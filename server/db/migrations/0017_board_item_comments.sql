-- Comments on board items: Markdown text as written, the users it mentions, one row version each.
CREATE TABLE board_item_comments (
  id text PRIMARY KEY,
  item_id text NOT NULL REFERENCES board_items (id) ON DELETE CASCADE,
  comment_text text NOT NULL,
  mentioned_user_ids text[] NOT NULL DEFAULT '{}',
  created_by_user_id text NOT NULL,
  created_at timestamptz NOT NULL,
  modified_at timestamptz,
  row_version uuid NOT NULL
);

CREATE INDEX board_item_comments_item ON board_item_comments (item_id, created_at, id);
