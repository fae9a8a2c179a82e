-- Nicknames are now unique by look-alike key (ADR 23), which SQL cannot compute: mark every
-- key made by the old rule (the lower-cased nickname) with a leading U+0001, which no new key
-- holds. Prefixing keeps every key unique; the server recomputes marked keys at start
-- (apps/server/src/db/nicknameKeys.ts), before it takes a join.
UPDATE "participants" SET "nickname_key" = chr(1) || "nickname_key";
