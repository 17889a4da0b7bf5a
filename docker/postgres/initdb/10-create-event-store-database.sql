-- Run once by the postgres image, on an empty data volume, as POSTGRES_USER (the owner) inside
-- POSTGRES_DB (encore, the read models). The PostgreSQL event store gets a database of its own:
-- EVENTSTORE_DATABASE_URL=postgres://encore:...@postgres:5432/encore_events
-- The services create their schemas and tables themselves at start-up.
CREATE DATABASE encore_events;
