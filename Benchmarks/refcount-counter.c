// Counts the reference-count operations a program makes on objects (not on
// nil), for Benchmarks/subscribe-cost.sh: loaded with LD_PRELOAD, it stands
// in front of the Swift runtime's swift_retain, swift_release,
// swift_retain_n and swift_release_n, counts each call whose object is not
// null (the _n forms count once: one atomic operation), forwards it, and at
// exit writes "<retains> <releases>" to the file named by
// $REFCOUNT_COUNTER_FILE.
//
// Why: each of these is one instruction to callgrind but an atomic
// read-modify-write of the object's count to the processor, which costs
// tens of cycles; a chain whose instructions fall can still spend its time
// here. A retain or release of nil returns at once, and is not counted.
//
// What it misses: calls the runtime makes to itself (a value witness
// destroying a field of a generic type releases without going through the
// dynamic symbol), and the second atomic operation of a release that frees
// its object. So it is a figure to compare between builds, not a total.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static _Atomic unsigned long retains, releases;
static void *(*real_retain)(void *);
static void (*real_release)(void *);
static void *(*real_retain_n)(void *, uint32_t);
static void (*real_release_n)(void *, uint32_t);

static void *next(const char *name) {
    void *symbol = dlsym(RTLD_NEXT, name);
    if (!symbol) {
        fprintf(stderr, "refcount-counter: error: %s not found (is the program a Swift program?)\n", name);
        abort();
    }
    return symbol;
}

void *swift_retain(void *object) {
    if (!real_retain) real_retain = next("swift_retain");
    if (object) retains++;
    return real_retain(object);
}

void swift_release(void *object) {
    if (!real_release) real_release = next("swift_release");
    if (object) releases++;
    real_release(object);
}

void *swift_retain_n(void *object, uint32_t count) {
    if (!real_retain_n) real_retain_n = next("swift_retain_n");
    if (object) retains++;
    return real_retain_n(object, count);
}

void swift_release_n(void *object, uint32_t count) {
    if (!real_release_n) real_release_n = next("swift_release_n");
    if (object) releases++;
    real_release_n(object, count);
}

__attribute__((destructor)) static void report(void) {
    const char *path = getenv("REFCOUNT_COUNTER_FILE");
    if (!path) return;
    FILE *file = fopen(path, "w");
    if (!file) {
        perror("refcount-counter: error: cannot write $REFCOUNT_COUNTER_FILE");
        return;
    }
    fprintf(file, "%lu %lu\n", (unsigned long)retains, (unsigned long)releases);
    fclose(file);
}
