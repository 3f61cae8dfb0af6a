-- The bytes of uploaded files, by their key (decision 1600, amended 2026-11-27): replicas on one
-- PostgreSQL server each have their own data folder, so a file uploaded through one must be read
-- through the other from here. Insert only: a key that holds bytes keeps them (decision 2030).
-- Uploads are mostly PDFs and images, compressed already: kept out of line and never compressed again.
CREATE TABLE uploaded_file_bytes (
  file_key text PRIMARY KEY,
  bytes    bytea NOT NULL
);
ALTER TABLE uploaded_file_bytes ALTER COLUMN bytes SET STORAGE EXTERNAL;
