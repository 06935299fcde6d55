-- Names of uploaded files lose invisible format characters (bidirectional overrides such as
-- U+202E, zero-width characters, BOMs), as new uploads now do; so do the names copied into the
-- profile snapshots of applications.
UPDATE "file"
SET "original_name" = regexp_replace("original_name", '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]', '', 'g')
WHERE "original_name" ~ '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]';
--> statement-breakpoint
UPDATE "application"
SET "profile_snapshot" = regexp_replace("profile_snapshot"::text, '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]', '', 'g')::jsonb
WHERE "profile_snapshot"::text ~ '[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF]';
