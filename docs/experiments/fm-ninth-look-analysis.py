#!/usr/bin/env python3
"""The numbers of the ninth look (docs/ai.md) from fm-ninth-look-games.txt.

python3 docs/experiments/fm-ninth-look-analysis.py docs/experiments/fm-ninth-look-games.txt
"""
import math
import sys


def read(path):
    runs, cur = {}, None
    for line in open(path):
        if line.startswith("## "):
            cur = runs.setdefault(line[3:].strip(), [])
        elif line.startswith("POS"):
            head, *parts = line.strip().split(" | ")
            h = head.split()
            plans = [(float(p.split()[0]), [float(x) for x in p.split()[1:]]) for p in parts]
            cur.append((int(h[6]), h[4], plans))
    return runs


def mean_se(xs):
    m = sum(xs) / len(xs)
    return m, math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1) / len(xs))


def decided(games):
    return all(v == games[0][0] for g in games for v in g)


def two_best(rows):
    rows = [r for r in rows if len(r[2]) >= 2]
    print(f"two finalists: {len(rows)} positions")
    for lo, hi in ((1, 3), (4, 9), (10, 15), (16, 21)):
        band = [r for r in rows if lo <= r[0] <= hi]
        a = [sum(p[0][1]) / len(p[0][1]) for _, _, p in band]
        d = [sum(p[0][1]) / len(p[0][1]) - sum(p[1][1]) / len(p[1][1]) for _, _, p in band]
        dec = sum(decided([p[0][1], p[1][1]]) for _, _, p in band)
        print(f"  turns {lo}-{hi}: {len(band)} positions, {dec} decided, chosen {sum(a)/len(a):.2f}, chosen less runner-up {sum(d)/len(d):+.3f}")
    d = [sum(p[0][1]) / len(p[0][1]) - sum(p[1][1]) / len(p[1][1]) for _, _, p in rows]
    print("  all: chosen less runner-up %+.3f (se %.3f), decided %d" % (*mean_se(d), sum(decided([p[0][1], p[1][1]]) for _, _, p in rows)))
    open_ = [p for _, _, p in rows if not decided([p[0][1], p[1][1]])]
    diffs, noise, xs = [], [], []
    for p in open_:
        a, b = p[0][1], p[1][1]
        k = len(a)
        pd = [x - y for x, y in zip(a, b)]
        md = sum(pd) / k
        diffs.append(md)
        noise.append(sum((x - md) ** 2 for x in pd) / (k - 1) / k)
        if abs(p[0][0]) < 500:
            xs.append((p[0][0] - p[1][0]))
    m = sum(diffs) / len(diffs)
    ov = sum((x - m) ** 2 for x in diffs) / (len(diffs) - 1)
    nv = sum(noise) / len(noise)
    print(f"  undecided {len(open_)}: sd {math.sqrt(ov):.3f}, the rolls alone {math.sqrt(nv):.3f} (variances {ov:.4f}, {nv:.4f}); true variance {ov-nv:+.4f} (se {ov*math.sqrt(2/len(diffs)):.4f})")
    same = sum(1 for _, _, p in rows for x, y in zip(p[0][1], p[1][1]) if x == y)
    print(f"  pairs of games alike: {same} of {sum(len(p[0][1]) for _, _, p in rows)}")
    print(f"  second-round difference a roll, median: {sorted(xs)[len(xs)//2]:.2f}")
    ys = [sum(p[0][1]) / len(p[0][1]) - sum(p[1][1]) / len(p[1][1]) for p in open_ if abs(p[0][0]) < 500]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    cov = sum((x - mx) * (y - my) for x, y in zip(xs, ys))
    print(f"  correlation with the end: {cov / math.sqrt(sum((x-mx)**2 for x in xs) * sum((y-my)**2 for y in ys)):.2f}")


def every_plan(rows):
    rows = [r for r in rows if len(r[2]) >= 3]
    effects, gains, edge = [], [], []
    for _, _, p in rows:
        x = [g for _, g in p]
        j, k = len(x), len(x[0])
        rm = [sum(r) / k for r in x]
        cm = [sum(x[a][b] for a in range(j)) / j for b in range(k)]
        g = sum(rm) / j
        res = sum((x[a][b] - rm[a] - cm[b] + g) ** 2 for a in range(j) for b in range(k)) / ((j - 1) * (k - 1))
        effects.append(sum((m - g) ** 2 for m in rm) / (j - 1) - res / k)
        h, gain = k // 2, 0.0
        for fit, test in ((range(0, h), range(h, k)), (range(h, k), range(0, h))):
            best = max(range(j), key=lambda a: sum(x[a][b] for b in fit))
            gain += (sum(x[best][b] for b in test) - sum(x[0][b] for b in test)) / len(test) / 2
        gains.append(gain)
        edge.append(rm[0] - sum(rm[1:]) / (j - 1))
    print(f"every plan: {len(rows)} positions, {sum(len(p) for _, _, p in rows)} plans, {sum(decided([g for _, g in p]) for _, _, p in rows)} decided")
    print("  variance of the plans' true chances within a position: %+.4f (se %.4f)" % mean_se(effects))
    print("  a chooser by six rolls, over the Field Marshal's choice: %+.3f (se %.3f)" % mean_se(gains))
    print("  the Field Marshal's choice less the mean of its other plans: %+.3f (se %.3f)" % mean_se(edge))


runs = read(sys.argv[1])
two_best(runs["end-3001.txt"] + runs["end-4001.txt"])
every_plan(runs["all-5001.txt"])
