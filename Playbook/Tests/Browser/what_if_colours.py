#!/usr/bin/env python3
"""Colours stable across "what if" states, on every diagram of a built site.

A diagram with "what if" states carries every state's drawing as JSON in a
<template class="marble-what-if"> beside it (MarbleFigure). This check reads
them from the pages' HTML (no browser: it is cheap enough to look at every
state of every diagram) and, for each diagram, takes each lane as the
example as written has it: a result, an inner lane (its subscription was
caused by a value), or an input (any other). A lane is the same lane in
every state by its name ("cold #2", a cold observable's second
subscription, by its number). In every state:

  * each input value has the colour it has as written (moves change times,
    not which value is which), on every lane the state draws;
  * input values of different colours as written keep different colours;
  * a result's value with a recorded cause, and a value of an inner lane
    whose one subscription a value caused, have the colour of that value.

browser_test.py runs it on the first site; run alone, it prints what it
found: what_if_colours.py SITE.
"""

import glob
import json
import os
import re
import sys

TEMPLATE = re.compile(r'<template class="marble-what-if">(.*?)</template>', re.S)
LANE = re.compile(r'<g class="marble-line( result)?" data-line="(\d+)"(?: data-cause="([^"]+)")?')
NAME = re.compile(r'<text class="marble-name"[^>]*>(.*)</text>')
VALUE = re.compile(r'<g class="marble-value v([0-9n])[^"]*" data-ref="(\d+)\.(\d+)" data-t="-?\d+"(?: data-cause="([^"]+)")?')
NUMBERED = re.compile(r"^(.*)#(\d+)$")


def key(name):
    """A lane across states: its name (rows joined, spaces left out), a subscription's lane
    of a cold observable ("cold #2") by its number, a lone one ("cold") as number 1."""
    name = re.sub(r"\s", "", name)
    numbered = NUMBERED.match(name)
    return (numbered.group(1), int(numbered.group(2))) if numbered else (name, 1)


def lanes(parts, indices):
    """A state's lanes, by line: {"key", "result", "cause" (ref or None), "values": {event: (colour, cause)}}."""
    found, current = {}, None
    for index in indices:
        part = parts[index]
        lane, name = LANE.match(part), NAME.match(part)
        if lane:
            current = {"name": "", "result": bool(lane.group(1)), "cause": lane.group(3), "values": {}}
            found[int(lane.group(2))] = current
        elif name and current is not None:
            current["name"] += name.group(1)
        for value in VALUE.finditer(part):
            found[int(value.group(2))]["values"][int(value.group(3))] = (value.group(1), value.group(4))
    for lane in found.values():
        lane["key"] = key(lane["name"])
    return found


def caused(lane):
    """A lane whose one subscription a value caused (not another lane's end)."""
    return lane["cause"] is not None and not lane["cause"].endswith(".end")


def check_diagram(embedded, where):
    """The faults of one diagram's states, and how many states it has."""
    parts, states = embedded["parts"], embedded["states"]
    base = lanes(parts, states["base"]["parts"])
    kinds = {lane["key"]: "result" if lane["result"] else "inner" if caused(lane) else "input" for lane in base.values()}
    written = {(lane["key"], event): colour for lane in base.values() if kinds[lane["key"]] == "input"
               for event, (colour, _) in lane["values"].items()}
    faults = []
    for name, state in sorted(states.items()):
        drawn = lanes(parts, state["parts"])
        colour = {f"{line}.{event}": value[0] for line, lane in drawn.items() for event, value in lane["values"].items()}
        inputs = {(lane["key"], event): colour[f"{line}.{event}"] for line, lane in drawn.items() for event in lane["values"]
                  if (lane["key"], event) in written}
        present = {lane["key"] for lane in drawn.values()}
        for value, expected in sorted(written.items()):
            # A cold observable's lane the move did not subscribe to ("cold #3" of a run with two) is not drawn.
            if value[0] in present and inputs.get(value) != expected:
                faults.append(f"{where} state {name}: input value {value[0]}.{value[1]} is v{inputs.get(value)}, as written v{expected}")
        for first in inputs:
            for second in inputs:
                if first < second and written[first] != written[second] and inputs[first] == inputs[second]:
                    faults.append(f"{where} state {name}: input values {first} and {second} share v{inputs[first]}")
        for line, lane in sorted(drawn.items()):
            inner = kinds.get(lane["key"]) == "inner" and caused(lane)
            for event, (own, cause) in sorted(lane["values"].items()):
                origin = cause if lane["result"] else lane["cause"] if inner else None
                if origin and origin in colour and colour[origin] != own:
                    faults.append(f"{where} state {name}: {line}.{event} is v{own}, but {origin}, where it came from, is v{colour[origin]}")
    return faults, len(states)


def check_site(site):
    """(faults, diagrams with states, states) over every page of a built site."""
    faults, diagrams, states = [], 0, 0
    for page in sorted(glob.glob(os.path.join(site, "**", "*.html"), recursive=True)):
        text = open(page, encoding="utf-8").read()
        for number, match in enumerate(TEMPLATE.finditer(text)):
            raw = match.group(1).replace("&lt;", "<").replace("&amp;", "&")
            found, count = check_diagram(json.loads(raw), f"{os.path.relpath(page, site)} diagram {number + 1}")
            faults += found
            diagrams += 1
            states += count
    return faults, diagrams, states


def check(checks, site):
    faults, diagrams, states = check_site(site)
    checks.check(diagrams > 0 and not faults,
                 f"{site}: in {states} states of {diagrams} diagrams every value keeps its colour as written",
                 "; ".join(faults[:6]) + (f" (and {len(faults) - 6} more)" if len(faults) > 6 else ""))


if __name__ == "__main__":
    faults, diagrams, states = check_site(sys.argv[1])
    print("\n".join(faults))
    print(f"what-if colours: {states} states of {diagrams} diagrams, {len(faults)} faults")
    sys.exit(1 if faults or not diagrams else 0)
