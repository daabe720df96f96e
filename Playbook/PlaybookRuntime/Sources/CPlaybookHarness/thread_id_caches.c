#define _GNU_SOURCE
#include "thread_id_caches.h"

#if defined(__linux__)

#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

/// The names of the thread-local thread-id caches: Swift's runtime
/// (`swift::threading_impl::linux::ulock_get_tid()::tid`, one copy in each
/// runtime library that locks) and Synchronization's Mutex, inlined into the
/// modules that use it (`_swift_stdlib_gettid.tid`).
static const char *const cache_names[] = {
    "_ZZN5swift14threading_impl5linux13ulock_get_tidEvE3tid",
    "_swift_stdlib_gettid.tid",
};

enum { max_caches = 256 };
static int *caches[max_caches];
static int cache_count;

static int is_cache_name(const char *name, size_t room) {
    for (size_t i = 0; i < sizeof cache_names / sizeof cache_names[0]; i++) {
        size_t length = strlen(cache_names[i]);
        if (length < room && memcmp(name, cache_names[i], length + 1) == 0) return 1;
    }
    return 0;
}

/// Adds the caches of one object: `image` is its file, `size` bytes, mapped;
/// `block` is the calling thread's copy of the object's thread-local storage.
static void scan_image(const unsigned char *image, size_t size, unsigned char *block, size_t block_size) {
    if (size < sizeof(ElfW(Ehdr)) || memcmp(image, ELFMAG, SELFMAG) != 0) return;
    const ElfW(Ehdr) *header = (const ElfW(Ehdr) *)image;
    if (header->e_shentsize != sizeof(ElfW(Shdr)) || header->e_shoff > size
        || header->e_shnum > (size - header->e_shoff) / sizeof(ElfW(Shdr)))
        return;
    const ElfW(Shdr) *sections = (const ElfW(Shdr) *)(image + header->e_shoff);
    for (unsigned s = 0; s < header->e_shnum; s++) {
        const ElfW(Shdr) *table = &sections[s];
        if (table->sh_type != SHT_SYMTAB || table->sh_link >= header->e_shnum) continue;
        const ElfW(Shdr) *names = &sections[table->sh_link];
        if (table->sh_offset > size || table->sh_size > size - table->sh_offset || names->sh_offset > size
            || names->sh_size > size - names->sh_offset)
            continue;
        const ElfW(Sym) *symbols = (const ElfW(Sym) *)(image + table->sh_offset);
        size_t symbol_count = table->sh_size / sizeof(ElfW(Sym));
        const char *strings = (const char *)(image + names->sh_offset);
        // ELF64_ST_TYPE and ELF32_ST_TYPE are the same: the low four bits.
        for (size_t i = 0; i < symbol_count && cache_count < max_caches; i++) {
            const ElfW(Sym) *symbol = &symbols[i];
            if (ELF64_ST_TYPE(symbol->st_info) != STT_TLS || symbol->st_name >= names->sh_size) continue;
            if (symbol->st_value > block_size || block_size - symbol->st_value < sizeof(int)) continue;
            if (!is_cache_name(strings + symbol->st_name, names->sh_size - symbol->st_name)) continue;
            caches[cache_count++] = (int *)(block + symbol->st_value);
        }
    }
}

static int visit(struct dl_phdr_info *info, size_t info_size, void *context) {
    (void)info_size;
    (void)context;
    if (info->dlpi_tls_data == NULL) return 0;
    size_t block_size = 0;
    for (ElfW(Half) p = 0; p < info->dlpi_phnum; p++) {
        if (info->dlpi_phdr[p].p_type == PT_TLS) block_size = info->dlpi_phdr[p].p_memsz;
    }
    const char *path = info->dlpi_name != NULL && info->dlpi_name[0] != 0 ? info->dlpi_name : "/proc/self/exe";
    int file = open(path, O_RDONLY | O_CLOEXEC);
    if (file < 0) return 0;
    struct stat status;
    if (fstat(file, &status) == 0 && status.st_size > 0) {
        void *image = mmap(NULL, (size_t)status.st_size, PROT_READ, MAP_PRIVATE, file, 0);
        if (image != MAP_FAILED) {
            scan_image(image, (size_t)status.st_size, info->dlpi_tls_data, block_size);
            munmap(image, (size_t)status.st_size);
        }
    }
    close(file);
    return 0;
}

int playbook_locate_thread_id_caches(void) {
    cache_count = 0;
    dl_iterate_phdr(visit, NULL);
    return cache_count;
}

void playbook_refresh_thread_id_caches(void) {
    int self = (int)getpid();
    for (int i = 0; i < cache_count; i++) *caches[i] = self;
}

#else

static int cache_count;
int playbook_locate_thread_id_caches(void) { return 0; }
void playbook_refresh_thread_id_caches(void) {}

#endif

int playbook_thread_id_cache_count(void) { return cache_count; }

int playbook_thread_id_cache_value(int index) {
#if defined(__linux__)
    return index >= 0 && index < cache_count ? *caches[index] : -1;
#else
    (void)index;
    return -1;
#endif
}
