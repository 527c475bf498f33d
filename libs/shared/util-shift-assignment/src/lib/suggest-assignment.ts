/**
 * The staff's shift-assignment suggestion (issue 12): fill every shift's need with volunteers
 * who offered that shift, spreading the work as evenly as the offers allow.
 *
 * It is a min-cost maximum flow:
 *
 *     source ──need(s)──▶ shift s ──1──▶ volunteer v ══▶ sink
 *                                    (only if v offered s)
 *
 * where the volunteer → sink link is one unit-capacity edge per extra shift, the k-th costing
 * k (counting shifts already assigned). The maximum flow fills as many places as the offers
 * allow; among those, the cheapest one minimises Σ n(n+1)/2 over volunteers, a convex cost,
 * so nobody takes a second shift while someone who offered the same shift has none, and so on
 * (the usual reduction of "balanced assignment" to convex-cost flow). Nobody is ever given a
 * shift they did not offer, because no other edge exists.
 *
 * Written by hand: the flow is ~100 lines, and the npm packages for it are unmaintained.
 * Successive shortest paths with Bellman-Ford (SPFA); each augmentation adds one volunteer
 * shift, so the work is O(places × edges) in the worst case, a fraction of a second for a
 * festival's hundreds of volunteers and tens of shifts. Inputs are sorted first, so the same
 * input always gives the same suggestion.
 */

export interface ShiftNeed {
  /** Any stable id of the shift, e.g. `2027-06-08:MORNING`. */
  shiftId: string;
  /** How many more volunteers the shift needs. */
  need: number;
}

export interface VolunteerOffer {
  volunteerId: string;
  /** The shift ids the volunteer offered. */
  offered: readonly string[];
  /** Shifts already assigned to this volunteer (they count towards fairness). Default 0. */
  assignedCount?: number;
  /** At most this many shifts in all, including those already assigned. Default: no limit. */
  maxShifts?: number;
}

export interface ShiftAssignment {
  volunteerId: string;
  shiftId: string;
}

export interface AssignmentSuggestion {
  /** Sorted by shift id, then volunteer id. */
  assignments: ShiftAssignment[];
  /** Shifts that could not be filled from the offers, with how many places stay open. */
  unfilled: ShiftNeed[];
}

interface Edge {
  to: number;
  capacity: number;
  cost: number;
  /** Index of the reverse edge in `edges`. */
  reverse: number;
}

class FlowNetwork {
  readonly edges: Edge[] = [];
  readonly adjacency: number[][];

  constructor(nodeCount: number) {
    this.adjacency = Array.from({ length: nodeCount }, () => []);
  }

  addEdge(from: number, to: number, capacity: number, cost: number): number {
    const index = this.edges.length;
    this.edges.push({ to, capacity, cost, reverse: index + 1 });
    this.edges.push({ to: from, capacity: 0, cost: -cost, reverse: index });
    this.adjacency[from].push(index);
    this.adjacency[to].push(index + 1);
    return index;
  }

  /** Cheapest augmenting path by SPFA; returns the edge used to reach each node, or null. */
  private shortestPath(source: number, sink: number): Int32Array | null {
    const nodeCount = this.adjacency.length;
    const distance = new Float64Array(nodeCount).fill(Infinity);
    const via = new Int32Array(nodeCount).fill(-1);
    const queued = new Uint8Array(nodeCount);
    const queue: number[] = [source];
    distance[source] = 0;
    queued[source] = 1;
    for (let head = 0; head < queue.length; head++) {
      const node = queue[head];
      queued[node] = 0;
      for (const index of this.adjacency[node]) {
        const edge = this.edges[index];
        if (edge.capacity <= 0) continue;
        const candidate = distance[node] + edge.cost;
        if (candidate < distance[edge.to]) {
          distance[edge.to] = candidate;
          via[edge.to] = index;
          if (!queued[edge.to]) {
            queued[edge.to] = 1;
            queue.push(edge.to);
          }
        }
      }
    }
    return distance[sink] === Infinity ? null : via;
  }

  /** Pushes flow along cheapest paths until none is left. */
  minCostMaxFlow(source: number, sink: number): void {
    for (let via = this.shortestPath(source, sink); via; via = this.shortestPath(source, sink)) {
      let bottleneck = Infinity;
      for (let node = sink; node !== source;) {
        const edge = this.edges[via[node]];
        bottleneck = Math.min(bottleneck, edge.capacity);
        node = this.edges[edge.reverse].to;
      }
      for (let node = sink; node !== source;) {
        const edge = this.edges[via[node]];
        edge.capacity -= bottleneck;
        this.edges[edge.reverse].capacity += bottleneck;
        node = this.edges[edge.reverse].to;
      }
    }
  }
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
}

const byString = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function suggestShiftAssignment(
  shifts: readonly ShiftNeed[],
  volunteers: readonly VolunteerOffer[],
): AssignmentSuggestion {
  const sortedShifts = [...shifts].sort((a, b) => byString(a.shiftId, b.shiftId));
  const sortedVolunteers = [...volunteers].sort((a, b) => byString(a.volunteerId, b.volunteerId));
  for (const shift of sortedShifts) assertCount(`need of ${shift.shiftId}`, shift.need);

  const shiftIndex = new Map(sortedShifts.map((shift, index) => [shift.shiftId, index]));
  if (shiftIndex.size !== sortedShifts.length) throw new RangeError('shift ids must be unique');
  const volunteerIds = new Set(sortedVolunteers.map((volunteer) => volunteer.volunteerId));
  if (volunteerIds.size !== sortedVolunteers.length) throw new RangeError('volunteer ids must be unique');

  // Nodes: 0 source, 1 sink, then shifts, then volunteers.
  const source = 0;
  const sink = 1;
  const shiftNode = (index: number) => 2 + index;
  const volunteerNode = (index: number) => 2 + sortedShifts.length + index;
  const network = new FlowNetwork(2 + sortedShifts.length + sortedVolunteers.length);

  sortedShifts.forEach((shift, index) => {
    if (shift.need > 0) network.addEdge(source, shiftNode(index), shift.need, 0);
  });

  const offerEdges: { edge: number; shiftId: string; volunteerId: string }[] = [];
  sortedVolunteers.forEach((volunteer, index) => {
    const already = volunteer.assignedCount ?? 0;
    assertCount(`assignedCount of ${volunteer.volunteerId}`, already);
    const offered = [...new Set(volunteer.offered)].filter((id) => shiftIndex.has(id)).sort(byString);
    const limit = volunteer.maxShifts === undefined ? offered.length : volunteer.maxShifts - already;
    if (volunteer.maxShifts !== undefined) assertCount(`maxShifts of ${volunteer.volunteerId}`, volunteer.maxShifts);
    const extra = Math.min(offered.length, Math.max(0, limit));
    if (extra === 0) return;
    for (const shiftId of offered) {
      const edge = network.addEdge(shiftNode(shiftIndex.get(shiftId)!), volunteerNode(index), 1, 0);
      offerEdges.push({ edge, shiftId, volunteerId: volunteer.volunteerId });
    }
    for (let k = 1; k <= extra; k++) network.addEdge(volunteerNode(index), sink, 1, already + k);
  });

  network.minCostMaxFlow(source, sink);

  const assignments = offerEdges
    .filter(({ edge }) => network.edges[edge].capacity === 0)
    .map(({ shiftId, volunteerId }) => ({ shiftId, volunteerId }))
    .sort((a, b) => byString(a.shiftId, b.shiftId) || byString(a.volunteerId, b.volunteerId));
  const filled = new Map<string, number>();
  for (const { shiftId } of assignments) filled.set(shiftId, (filled.get(shiftId) ?? 0) + 1);
  const unfilled = sortedShifts
    .map((shift) => ({ shiftId: shift.shiftId, need: shift.need - (filled.get(shift.shiftId) ?? 0) }))
    .filter((shift) => shift.need > 0);
  return { assignments, unfilled };
}
