# Reads the output of the RxVsOpenCombine benchmark executable (its HDR
# histogram dump per benchmark) and prints, for each pair, Rx's and
# OpenCombine's median and the ratio, the plain-Swift baselines of (a) and
# (b), and the allocations per event of (b) after subscription.
#
# The ratios use the median CPU time of a run (every thread's, user +
# system, read from the process's CPU clock to the nanosecond: the
# "CPU time (process clock)" metric of RxVsOpenCombine.swift), which a
# machine shared with other work disturbs far less than wall-clock time; the
# median wall-clock times are printed beside them. (The harness's own
# "Time (total CPU)" is counted in 10 ms ticks, too coarse for workloads of
# tens of milliseconds; it is not read.)
#
# Benchmark names are "<pair> <library>"; <library> is Rx, OpenCombine,
# plain-loop or plain-closure.

/^Debug results for / {
    name = $0
    sub(/^Debug results for /, "", name)
    sub(/:$/, "", name)
    section = ""
    next
}
/^CPU time \(process clock\):/ { section = "cpu"; found = 0; next }
/^Time \(wall clock\):/ { section = "wall"; found = 0; next }
/^Malloc \(total\):/    { section = "malloc"; found = 0; next }
/^[A-Za-z]/             { section = ""; next }
section != "" && !found && $1 ~ /^[0-9.]+$/ && $2 ~ /^[0-9.]+$/ && $2 + 0 >= 0.5 {
    found = 1
    if (section == "cpu") cpu[name] = $1 + 0
    else if (section == "wall") wall[name] = $1 + 0
    else malloc[name] = $1 + 0
}
END {
    events["a range-map-filter"] = 1000000
    events["b subject-1-subscriber"] = 1000000
    events["c subject-100-subscribers"] = 100000 * 100
    events["d flatMap-just"] = 10000 * 20
    events["e combineLatest(Rx)-zip(OpenCombine)"] = 1000000
    events["f map-share-replay-1"] = 100000 * 10
    events["g subscribe-dispose-churn"] = 100000 * 5
    events["h dispose-bag-100k"] = 100000 * 10
    # i to t: operationCounts in Creation.swift.
    events["i create-6-map-filter-subscribe-dispose"] = 50000
    events["j create-flatMap-just-subscribe-dispose"] = 50000
    events["k create-flatMapLatest-just-subscribe-dispose"] = 50000
    events["l combineLatest-4-subjects-subscribe-dispose"] = 50000
    events["m zip-4-subjects"] = 400000
    events["n combineLatest-4-subjects"] = 400000
    events["o flatMapLatest-subject-of-subjects"] = 1000000
    events["p merge-8-subjects"] = 400000
    events["q flatMap-just-x5"] = 100000
    events["r ui-map-distinct-share-10"] = 100000 * 10
    events["t dispose-bag-1000"] = 1000 * 1000
    # d, g and h run their workload 20, 5 and 10 times per measured iteration
    # (workloadRepetitions in Pipelines.swift): ms are per iteration, ns per
    # inner observable, subscription or disposable.
    printf "%-46s %9s %9s %8s %9s %9s %9s %9s\n", "", "Rx", "OpenComb.", "OC/Rx", "Rx", "OpenComb.", "Rx", "OpenComb."
    printf "%-46s %9s %9s %8s %9s %9s %9s %9s\n", "benchmark", "CPU ms", "CPU ms", "(CPU)", "ns/event", "ns/event", "wall ms", "wall ms"
    n = split("a range-map-filter|b subject-1-subscriber|c subject-100-subscribers|d flatMap-just|e combineLatest(Rx)-zip(OpenCombine)|f map-share-replay-1|g subscribe-dispose-churn|h dispose-bag-100k|i create-6-map-filter-subscribe-dispose|j create-flatMap-just-subscribe-dispose|k create-flatMapLatest-just-subscribe-dispose|m zip-4-subjects|o flatMapLatest-subject-of-subjects|q flatMap-just-x5|r ui-map-distinct-share-10|t dispose-bag-1000", pairs, "|")
    for (i = 1; i <= n; i++) {
        p = pairs[i]; rx = cpu[p " Rx"]; oc = cpu[p " OpenCombine"]
        if (rx == "" || oc == "" || rx == 0) { printf "%-46s missing\n", p; continue }
        printf "%-46s %9.1f %9.1f %7.2fx %9.1f %9.1f %9.1f %9.1f\n", p, rx / 1e6, oc / 1e6, oc / rx, rx / events[p], oc / events[p], wall[p " Rx"] / 1e6, wall[p " OpenCombine"] / 1e6
    }
    # Rx alone (OpenCombine 0.14 has no combineLatest and no merge): the
    # absolute figure, and allocations per operation (the harness's few
    # mallocs per iteration included).
    print ""
    printf "%-46s %9s %12s %9s %12s\n", "Rx alone (OpenCombine has no twin)", "CPU ms", "ns/op (CPU)", "wall ms", "mallocs/op"
    m = split("l combineLatest-4-subjects-subscribe-dispose|n combineLatest-4-subjects|p merge-8-subjects", alone, "|")
    for (i = 1; i <= m; i++) {
        p = alone[i]; rx = cpu[p " Rx"]
        if (rx == "") { printf "%-46s missing\n", p; continue }
        printf "%-46s %9.1f %12.1f %9.1f %12.2f\n", p, rx / 1e6, rx / events[p], wall[p " Rx"] / 1e6, malloc[p " Rx"] / events[p]
    }
    # Allocations per operation of the creation pairs (per built chain).
    print ""
    split("i create-6-map-filter-subscribe-dispose|j create-flatMap-just-subscribe-dispose|k create-flatMapLatest-just-subscribe-dispose", created, "|")
    for (i = 1; i <= 3; i++) {
        p = created[i]
        if (malloc[p " Rx"] != "" && malloc[p " OpenCombine"] != "")
            printf "%s: mallocs per chain built, subscribed and disposed: Rx %.2f, OpenCombine %.2f\n", p, malloc[p " Rx"] / events[p], malloc[p " OpenCombine"] / events[p]
    }
    print ""
    split("a range-map-filter plain-loop|b subject-1-subscriber plain-closure", bases, "|")
    for (i = 1; i <= 2; i++) {
        b = bases[i]; p = b; sub(/ plain-.*/, "", p)
        # Wall clock: a baseline run lasts about one 10 ms CPU-time tick.
        if (wall[b] == "" || wall[p " Rx"] == "" || wall[b] == 0) continue
        printf "%-46s %7.1f ns/event (wall); Rx %.1f ns/event; Rx / baseline = %.1fx\n", b, wall[b] / events[p], wall[p " Rx"] / events[p], wall[p " Rx"] / wall[b]
    }
    # The harness itself allocates a few times per measured iteration: the
    # plain closure loop, which allocates nothing, shows how many.
    p = "b subject-1-subscriber"
    if (malloc[p " Rx"] != "")
        printf "(b) allocations per event after subscription: Rx %.6f, OpenCombine %.6f (%d and %d in %d events; the plain closure loop's run: %d)\n", (malloc[p " Rx"] - malloc[p " plain-closure"]) / events[p], (malloc[p " OpenCombine"] - malloc[p " plain-closure"]) / events[p], malloc[p " Rx"], malloc[p " OpenCombine"], events[p], malloc[p " plain-closure"]
}
