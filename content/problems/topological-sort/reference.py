import heapq


class CycleError(ValueError):
    def __init__(self, cycle):
        super().__init__("cycle: " + " -> ".join(cycle))
        self.cycle = cycle


def topo_sort(graph):
    edges = {}
    for node, targets in graph.items():
        edges.setdefault(node, set()).update(targets)
        for t in targets:
            edges.setdefault(t, set())
    indegree = {n: 0 for n in edges}
    for targets in edges.values():
        for t in targets:
            indegree[t] += 1
    ready = [n for n, d in indegree.items() if d == 0]
    heapq.heapify(ready)
    order = []
    while ready:
        n = heapq.heappop(ready)
        order.append(n)
        for t in sorted(edges[n]):
            indegree[t] -= 1
            if indegree[t] == 0:
                heapq.heappush(ready, t)
    if len(order) == len(edges):
        return order
    left = {n for n, d in indegree.items() if d > 0}
    # A leftover node always has a leftover predecessor (that is why its count never reached zero), so walking
    # backwards through leftover predecessors must eventually repeat a node: that stretch is a cycle.
    preds = {n: sorted(p for p in left if n in edges[p]) for n in left}
    path, seen = [], {}
    node = min(left)
    while node not in seen:
        seen[node] = len(path)
        path.append(node)
        node = preds[node][0]
    cycle = path[seen[node]:]
    cycle.reverse()
    raise CycleError(cycle)
