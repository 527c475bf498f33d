-- The waitlist's length at an activity, counted with a snapshot of its own (plpgsql takes one per
-- statement, and is never inlined). A reservation is one statement that locks the activity's row
-- and then needs this count: a plain subquery there would count with the snapshot the statement
-- took before it waited for the lock, missing the records committed meanwhile; this one sees them.
-- "Waiting" is the repository's `waiting`: WAITING_LIST with no place held (no held_until).
CREATE FUNCTION "activity_waitlist_length"("activity" uuid) RETURNS integer
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN (
    SELECT count(*)::integer FROM "sub_event_registrations"
    WHERE "sub_event_id" = "activity" AND "status" = 'WAITING_LIST' AND "held_until" IS NULL
  );
END
$$;
