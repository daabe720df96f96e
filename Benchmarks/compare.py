#!/usr/bin/env python3
"""Runs two RxVsOpenCombine binaries in turn and prints each pair before and after.

    Benchmarks/compare.py BEFORE-BINARY AFTER-BINARY [--runs N]

Runs AFTER, BEFORE, AFTER, BEFORE, ... (N runs of each, after first), reads
each run's report (Benchmarks/report.awk), and prints, per benchmark, the
median CPU time per event of Rx in each binary, OpenCombine's (from both
binaries' runs), and the OpenCombine / Rx ratio before and after with each
run's own ratio in brackets. Both binaries run on the same machine in one
sitting, so the load is shared; the ratio of each run compares two
benchmarks of one process.
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def run(binary):
    """One run of `binary`: {benchmark: (rx ns/event, oc ns/event)} from report.awk."""
    env = dict(os.environ, LD_LIBRARY_PATH=os.path.dirname(binary))
    with tempfile.NamedTemporaryFile("w+") as raw:
        subprocess.run([binary], stdout=raw, stderr=subprocess.STDOUT, env=env, check=True)
        raw.flush()
        report = subprocess.run(["awk", "-f", os.path.join(HERE, "report.awk"), raw.name],
                                capture_output=True, text=True, check=True).stdout
    rows = {}
    for line in report.splitlines():
        fields = line.split()
        # "<letter> <name> rx-ms oc-ms ratio rx-ns oc-ns rx-wall oc-wall"
        if len(fields) == 9 and len(fields[0]) == 1 and fields[4].endswith("x"):
            rows[f"{fields[0]} {fields[1]}"] = (float(fields[5]), float(fields[6]))
        # Rx alone: "<letter> <name> cpu-ms ns/op wall-ms mallocs/op"
        elif len(fields) == 6 and len(fields[0]) == 1:
            rows[f"{fields[0]} {fields[1]}"] = (float(fields[3]), None)
    if not rows:
        sys.exit(f"compare.py: error: {binary} printed no benchmark the report could read")
    return rows


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    runs = {"before": [], "after": []}
    for index in range(arguments.runs):
        for label in ("after", "before"):
            print(f"compare.py: run {index + 1} of {arguments.runs}, {label}", file=sys.stderr)
            runs[label].append(run(getattr(arguments, label)))
    names = sorted(set(runs["before"][0]) & set(runs["after"][0]))
    print(f"{'benchmark':46} {'Rx before':>10} {'Rx after':>10} {'OpenComb.':>10} {'OC/Rx before':>24} {'OC/Rx after':>24}")
    for name in names:
        if runs["before"][0][name][1] is None:
            continue
        cells = []
        ratios = {}
        for label in ("before", "after"):
            rx = [r[name][0] for r in runs[label] if name in r]
            ratios[label] = [r[name][1] / r[name][0] for r in runs[label] if name in r and r[name][0] > 0]
            cells.append(statistics.median(rx))
        oc = statistics.median([r[name][1] for label in runs for r in runs[label] if name in r])
        text = {label: f"{statistics.median(ratios[label]):.2f}x ({', '.join(f'{x:.2f}' for x in ratios[label])})"
                for label in ratios}
        print(f"{name:46} {cells[0]:10.1f} {cells[1]:10.1f} {oc:10.1f} {text['before']:>24} {text['after']:>24}")
    print(f"\n{'Rx alone (no OpenCombine twin), ns/op':46} {'before':>10} {'after':>10}")
    for name in names:
        if runs["before"][0][name][1] is not None:
            continue
        cells = [statistics.median([r[name][0] for r in runs[label] if name in r]) for label in ("before", "after")]
        print(f"{name:46} {cells[0]:10.1f} {cells[1]:10.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
