class CycleError(ValueError):
    def __init__(self, cycle):
        super().__init__("cycle: " + " -> ".join(cycle))
        self.cycle = cycle


def topo_sort(graph):
    """Dependency order of the graph's nodes, smallest ready node first."""
    raise NotImplementedError
