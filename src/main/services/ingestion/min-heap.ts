/**
 * A binary min-heap of small non-negative integers (declaration indices). Kahn's algorithm uses it to pick
 * the earliest-declared ready node in O(log n), keeping the sort O((n + e) log n) instead of the O(n²) of
 * rescanning the ready list.
 */
export class IndexMinHeap {
  private readonly items: Int32Array;
  private count = 0;

  constructor(capacity: number) {
    this.items = new Int32Array(Math.max(1, capacity));
  }

  get size(): number {
    return this.count;
  }

  push(value: number): void {
    const items = this.items;
    let i = this.count++;
    items[i] = value;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (items[parent]! <= value) break;
      items[i] = items[parent]!;
      i = parent;
    }
    items[i] = value;
  }

  /** Removes and returns the smallest value; callers check `size` first. */
  pop(): number {
    const items = this.items;
    const top = items[0]!;
    const last = items[--this.count]!;
    let i = 0;
    const n = this.count;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= n) break;
      const right = left + 1;
      const child = right < n && items[right]! < items[left]! ? right : left;
      if (items[child]! >= last) break;
      items[i] = items[child]!;
      i = child;
    }
    if (n > 0) items[i] = last;
    return top;
  }
}
