-- Trigram indexes make the folded-name 'contains' search of the search API fast on large catalogues.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
