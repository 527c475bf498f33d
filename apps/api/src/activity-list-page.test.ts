import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { type Database } from '@festival/server-db';
import { EVENTS_TAG, mainEvents, subEvents } from '@festival/server-events';
import type { ListResult, MainEventDetail, MySubEvent } from '@festival/shared-util-api-contracts';
import type { FastifyInstance } from 'fastify';
import { prerenderedDataOf, startFilledPagesApp } from './filled-pages-testing';

const HTML = { accept: 'text/html,application/xhtml+xml', host: 'user.localhost:8080' };
const HOSTILE_NAME = 'Sail <script>alert(1)</script> & "Co" </script><img src=x onerror=alert(2)>';

interface Prefilled {
  queries: [{ queryKey: unknown[]; data: MainEventDetail }, { queryKey: unknown[]; data: ListResult<MySubEvent> }];
}

describe('the attendee activity list, filled on the server (issue 14)', () => {
  let database: Database;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let eventId: string;

  beforeAll(async () => {
    ({ database, app, close } = await startFilledPagesApp());
    const [event] = await database.db.select().from(mainEvents).where(eq(mainEvents.status, 'ACTIVE')).limit(1);
    eventId = event.id;
  });
  afterAll(async () => {
    await close?.();
  });

  it("arrives with the event's name and the first page of its ACTIVE activities by name, each with its places", async () => {
    const response = await app.inject({ url: `/my-events/${eventId}`, headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    expect(html).toContain('<div id="root" data-prerendered="activities">');
    expect(html).toContain('<h1>Activities of Pacific Arts &amp; Culture Festival 2027</h1>');
    const active = await database.db
      .select()
      .from(subEvents)
      .where(and(eq(subEvents.mainEventId, eventId), eq(subEvents.status, 'ACTIVE')));
    const firstTen = active
      .map((row) => row.name)
      .sort((a, b) => a.localeCompare(b))
      .slice(0, 10);
    expect([...html.matchAll(/<h2 id="pa-activity-\d+">([^<]*)<\/h2>/g)].map((m) => m[1])).toEqual(
      firstTen.map((name) => name.replaceAll('&', '&amp;')),
    );
    // The app's queries get GET /events/{id}'s answer and the list with places left and no one's records.
    const detail = await app.inject({ url: `/api-svc/v1/events/${eventId}`, headers: { host: HTML.host } });
    const [event, list] = prerenderedDataOf<Prefilled>(html).queries;
    expect(event).toEqual({ queryKey: ['events', 'detail', eventId], data: detail.json().data });
    expect(list.queryKey).toEqual([
      'activities',
      'prefilled',
      eventId,
      { take: 10, skip: 0, sort: 'name', order: 'asc' },
    ]);
    expect(list.data.totalRecords).toBe(active.length);
    expect(list.data.data.map((a) => a.name)).toEqual(firstTen);
    for (const activity of list.data.data) {
      expect(activity.registrations).toEqual([]);
      const row = active.find((a) => a.id === activity.id);
      expect(activity.availableSlot).toBe(Math.max(0, (row?.capacity ?? 0) - (row?.numRegistration ?? 0)));
    }
    expect(html).toMatch(/<dd>\d+ places? left<\/dd>/);
    // One inline style with the policy's nonce; no inline script.
    const nonce = /style-src-elem 'self' 'nonce-([^']*)'/.exec(
      String(response.headers['content-security-policy']),
    )?.[1];
    expect(html.match(/<style\b[^>]*>/g)).toEqual([`<style nonce="${nonce}">`]);
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      `<script type="module" crossorigin src="/assets/index-B3x9kQ2a.js" nonce="${nonce}">`,
      '<script type="application/json" id="prerendered-data">',
    ]);
  });

  it('sends the plain page for an unknown, malformed or inactive event id, and for a path below the list', async () => {
    for (const url of [
      `/my-events/${randomUUID()}`,
      '/my-events/not-an-id',
      `/my-events/${eventId}/more`,
      '/my-events',
    ]) {
      const response = await app.inject({ url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('data-prerendered');
      expect(response.body).toContain('<div id="root"></div>');
    }
    await database.db.update(mainEvents).set({ status: 'INACTIVE' }).where(eq(mainEvents.id, eventId));
    app.publicReads.invalidate(EVENTS_TAG);
    try {
      const response = await app.inject({ url: `/my-events/${eventId}`, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('data-prerendered');
    } finally {
      await database.db.update(mainEvents).set({ status: 'ACTIVE' }).where(eq(mainEvents.id, eventId));
      app.publicReads.invalidate(EVENTS_TAG);
    }
  });

  it("escapes an activity's texts, in the page and in the data block, and shows a staff change once the events' reads are cleared", async () => {
    const [first] = await database.db
      .select()
      .from(subEvents)
      .where(and(eq(subEvents.mainEventId, eventId), eq(subEvents.status, 'ACTIVE')))
      .orderBy(subEvents.name)
      .limit(1);
    await database.db
      .update(subEvents)
      .set({ name: `A ${HOSTILE_NAME}`, location: HOSTILE_NAME })
      .where(eq(subEvents.id, first.id));
    app.publicReads.invalidate(EVENTS_TAG);
    try {
      const html = (await app.inject({ url: `/my-events/${eventId}`, headers: HTML })).body;
      expect(html).toContain(
        '<h2 id="pa-activity-0">A Sail &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; &lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;</h2>',
      );
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('<img src=x');
      expect(prerenderedDataOf<Prefilled>(html).queries[1].data.data[0].location).toBe(HOSTILE_NAME);
    } finally {
      await database.db
        .update(subEvents)
        .set({ name: first.name, location: first.location })
        .where(eq(subEvents.id, first.id));
      app.publicReads.invalidate(EVENTS_TAG);
    }
  });
});
