-- Letta's block and block_history on PostgreSQL (github.com/letta-ai/letta, branch archive, commit
-- 56ba9c25552605eec89de8ed3dc6394b625c1993):
--   block: letta/orm/block.py with the columns of its mixins (letta/orm/mixins.py: OrganizationMixin,
--          ProjectMixin, TemplateEntityMixin, TemplateMixin) and base (letta/orm/base.py:
--          CommonSqlalchemyMetaMixins; letta/orm/sqlalchemy_base.py: id); foreign keys to other tables left out
--   block_history: alembic/versions/bff040379479_add_block_history_tables.py, as created there
CREATE TABLE block (
    id varchar NOT NULL PRIMARY KEY,
    template_name varchar,
    description varchar,
    label varchar NOT NULL,
    is_template boolean NOT NULL DEFAULT FALSE,
    preserve_on_migration boolean,
    value varchar NOT NULL,
    "limit" integer NOT NULL,
    metadata_ json,
    read_only boolean NOT NULL DEFAULT FALSE,
    hidden boolean,
    current_history_entry_id varchar,
    version integer NOT NULL DEFAULT 1,
    organization_id varchar,
    project_id varchar,
    entity_id varchar,
    base_template_id varchar,
    template_id varchar,
    deployment_id varchar,
    created_at timestamptz DEFAULT now(),
    updated_at timestamptz DEFAULT now(),
    is_deleted boolean NOT NULL DEFAULT FALSE,
    _created_by_id varchar,
    _last_updated_by_id varchar,
    CONSTRAINT unique_block_id_label UNIQUE (id, label)
);
CREATE TABLE block_history (
    description text,
    label varchar NOT NULL,
    value text NOT NULL,
    "limit" bigint NOT NULL,
    metadata_ json,
    actor_type varchar,
    actor_id varchar,
    block_id varchar NOT NULL REFERENCES block (id) ON DELETE CASCADE,
    sequence_number integer NOT NULL,
    organization_id varchar NOT NULL,
    id varchar NOT NULL PRIMARY KEY,
    created_at timestamptz DEFAULT now(),
    updated_at timestamptz DEFAULT now(),
    is_deleted boolean NOT NULL DEFAULT FALSE,
    _created_by_id varchar,
    _last_updated_by_id varchar
);
CREATE UNIQUE INDEX ix_block_history_block_id_sequence ON block_history (block_id, sequence_number);
CREATE INDEX ix_block_current_history_entry_id ON block (current_history_entry_id);
ALTER TABLE block ADD CONSTRAINT fk_block_current_history_entry FOREIGN KEY (current_history_entry_id)
    REFERENCES block_history (id);

-- Rows as letta/services/block_manager.py writes them. Ana's human block: created, checkpointed (seq 1),
-- edited and checkpointed (seq 2), edited by the agent and checkpointed (seq 3), then undone to seq 2, which
-- copies seq 2's state back into the block and points the block at it. The persona block never checkpointed.
INSERT INTO block (id, label, value, "limit", metadata_, organization_id, created_at, updated_at, version,
                   _created_by_id, _last_updated_by_id)
VALUES ('block-7d1c5e2a-0001', 'human', 'Name: Ana. Lives in Lisbon.', 5000, '{}', 'org-1',
        '2025-04-01T10:00:00Z', '2025-04-06T08:00:00Z', 5, 'user-1', 'user-1'),
       ('block-7d1c5e2a-0002', 'persona', 'I am a patient tutor.', 5000, '{}', 'org-1',
        '2025-04-01T10:00:00Z', '2025-04-01T10:00:00Z', 1, 'user-1', 'user-1');
INSERT INTO block_history (description, label, value, "limit", metadata_, actor_type, actor_id, block_id,
                           sequence_number, organization_id, id, created_at, updated_at, _created_by_id,
                           _last_updated_by_id)
VALUES (NULL, 'human', 'Name: Ana.', 5000, '{}', 'letta_user', 'user-1', 'block-7d1c5e2a-0001', 1, 'org-1',
        'block_hist-0f3a-0001', '2025-04-01T10:05:00Z', '2025-04-01T10:05:00Z', 'user-1', 'user-1'),
       (NULL, 'human', 'Name: Ana. Lives in Lisbon.', 5000, '{}', 'letta_user', 'user-1', 'block-7d1c5e2a-0001',
        2, 'org-1', 'block_hist-0f3a-0002', '2025-04-02T09:01:00Z', '2025-04-02T09:01:00Z', 'user-1', 'user-1'),
       (NULL, 'human', 'Name: Ana. Lives in Porto.', 5000, '{}', 'letta_agent', 'agent-1', 'block-7d1c5e2a-0001',
        3, 'org-1', 'block_hist-0f3a-0003', '2025-04-05T12:00:30Z', '2025-04-05T12:00:30Z', 'user-1', 'user-1');
UPDATE block SET current_history_entry_id = 'block_hist-0f3a-0002' WHERE id = 'block-7d1c5e2a-0001';
