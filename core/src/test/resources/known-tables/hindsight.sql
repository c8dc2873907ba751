-- Hindsight's memory_units and invalidated_memory_units on PostgreSQL, as its alembic migrations leave them
-- (github.com/vectorize-io/hindsight, commit da9a588c78296527268ed492fc2cc2c687ab8118, under
-- hindsight-api-slim/hindsight_api/alembic/versions/):
--   5a366d414dce_initial_schema.py          memory_units (embedding is pgvector's vector(384); pgvector is not
--                                            installed here, so it is real[]; the documents foreign key is left out)
--   aa2b3c4d5e6f_nullable_event_date.py      event_date DROP NOT NULL
--   b7c4d8e9f1a2_add_chunks_table.py         chunk_id
--   g2a3b4c5d6e7_add_tags_column.py          tags
--   z1u2v3w4x5y6 / b4c5d6e7f8a9              observation_scopes
--   s4n5o6p7q8r9                             consolidated_at
--   p1k2l3m4n5o6_new_knowledge_architecture.py   proof_count, source_memory_ids (its history column is
--                                            dropped again by a7b8c9d0e1f2_split_history_into_own_tables.py)
--   a2b3c4d5e6f7_add_text_signals_column.py  text_signals
--   a3b4c5d6e7f8                             consolidation_failed_at
--   g2h3i4j5k6l7, e4a7c1b9d2f6               confidence_score and access_count dropped
--   c9a1b2d3e4f5_add_invalidated_memory_units.py   edited_at, then the archive cloned with LIKE, its embedding
--                                            dropped and invalidation_reason, invalidated_at, entity_ids added
--   e7c3a9f1b2d5_drop_archive_search_vector_column.py   the archive's search_vector dropped
-- Only the column changes listed here are reproduced (indexes, the documents foreign key and the partitioning
-- of later migrations are left out); memscope reads only the columns HindsightTables names.
CREATE TABLE memory_units (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    bank_id text NOT NULL,
    document_id text,
    text text NOT NULL,
    embedding real[],
    context text,
    event_date timestamptz,
    occurred_start timestamptz,
    occurred_end timestamptz,
    mentioned_at timestamptz,
    fact_type text DEFAULT 'world' NOT NULL,
    metadata jsonb DEFAULT '{}'::jsonb NOT NULL,
    created_at timestamptz DEFAULT now() NOT NULL,
    updated_at timestamptz DEFAULT now() NOT NULL,
    search_vector tsvector,
    chunk_id text,
    tags varchar[] DEFAULT '{}' NOT NULL,
    observation_scopes jsonb,
    consolidated_at timestamptz,
    proof_count int DEFAULT 1,
    source_memory_ids uuid[] DEFAULT ARRAY[]::uuid[],
    text_signals text,
    consolidation_failed_at timestamptz,
    CONSTRAINT pk_memory_units PRIMARY KEY (id)
);
ALTER TABLE memory_units ADD COLUMN IF NOT EXISTS edited_at TIMESTAMPTZ;
CREATE TABLE IF NOT EXISTS invalidated_memory_units (LIKE memory_units INCLUDING DEFAULTS);
ALTER TABLE invalidated_memory_units DROP COLUMN IF EXISTS embedding;
ALTER TABLE invalidated_memory_units ADD COLUMN IF NOT EXISTS invalidation_reason TEXT,
    ADD COLUMN IF NOT EXISTS invalidated_at TIMESTAMPTZ DEFAULT now(), ADD COLUMN IF NOT EXISTS entity_ids UUID[];
CREATE UNIQUE INDEX IF NOT EXISTS idx_invalidated_mu_id ON invalidated_memory_units (id);
CREATE INDEX IF NOT EXISTS idx_invalidated_mu_bank ON invalidated_memory_units (bank_id, invalidated_at);
ALTER TABLE invalidated_memory_units DROP COLUMN IF EXISTS search_vector;

-- Units as retain writes them; one of Alice's was invalidated by curation (engine/memories/pg/curation.py),
-- which moves the row into the archive with its reason and time.
INSERT INTO memory_units (id, bank_id, text, context, event_date, occurred_start, occurred_end, mentioned_at,
                          fact_type, metadata, created_at, updated_at, tags)
VALUES ('5b1e0c3a-0000-4000-8000-000000000002', 'alice', 'Alice lives in Paris', 'chat about her move',
        '2024-06-01T09:00:00Z', '2024-05-20T00:00:00Z', NULL, '2024-06-01T09:00:00Z', 'world',
        '{"source": "chat"}', '2024-06-01T09:00:05Z', '2024-06-01T09:00:05Z', '{home}'),
       ('5b1e0c3a-0000-4000-8000-000000000003', 'alice', 'I helped Alice pack for the move', NULL,
        '2024-05-30T18:00:00Z', NULL, NULL, NULL, 'experience', '{}', '2024-05-30T18:00:00Z',
        '2024-05-30T18:00:00Z', '{}'),
       ('5b1e0c3a-0000-4000-8000-000000000005', 'alice', 'Alice works at a bakery', NULL,
        '2024-04-01T12:00:00Z', NULL, NULL, '2024-04-01T12:00:00Z', 'world', '{}', '2024-04-01T12:00:03Z',
        '2024-04-01T12:00:03Z', '{work}'),
       ('5b1e0c3a-0000-4000-8000-000000000004', 'bob', 'Bob prefers tea to coffee', NULL,
        '2024-03-01T08:00:00Z', NULL, NULL, '2024-03-01T08:00:00Z', 'observation', '{}',
        '2024-03-01T08:10:00Z', '2024-03-01T08:10:00Z', '{}');
INSERT INTO invalidated_memory_units (id, bank_id, text, context, event_date, occurred_start, occurred_end,
                                      mentioned_at, fact_type, metadata, created_at, updated_at, tags,
                                      invalidation_reason, invalidated_at, entity_ids)
VALUES ('5b1e0c3a-0000-4000-8000-000000000001', 'alice', 'Alice lives in Berlin', NULL, '2024-01-10T10:00:00Z',
        NULL, NULL, '2024-01-10T10:00:00Z', 'world', '{}', '2024-01-10T10:00:02Z', '2024-01-10T10:00:02Z', '{}',
        'She moved to Paris', '2024-06-01T09:30:00Z', '{}');
