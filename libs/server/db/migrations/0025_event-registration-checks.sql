-- What a new registration is checked against once its event's row is locked, each counted with a
-- snapshot of its own (plpgsql takes one per statement, and is never inlined): whether the user is
-- registered already, how many attendees hold a place ("holding": the statuses that do, given by
-- the caller), and which of these lower-cased emails an attendee of the event has. A registration
-- is one statement that locks the event's row and then needs these: plain subqueries there would
-- read with the snapshot the statement took before it waited for the lock, missing the
-- registrations committed meanwhile (and the event would be over-booked); these see them.
CREATE FUNCTION "event_registration_checks"("event" uuid, "registrant" uuid, "emails" text[], "holding" registration_status[])
RETURNS TABLE("registered" boolean, "held" integer, "taken" text[])
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY SELECT
    EXISTS (SELECT FROM "registrations" r WHERE r."main_event_id" = "event" AND r."user_id" = "registrant"),
    (SELECT count(*)::integer FROM "registration_attendees" a
      WHERE a."main_event_id" = "event" AND a."status" = ANY("holding")),
    ARRAY(SELECT lower(a."email") FROM "registration_attendees" a
      WHERE a."main_event_id" = "event" AND lower(a."email") = ANY("emails"));
END
$$;
