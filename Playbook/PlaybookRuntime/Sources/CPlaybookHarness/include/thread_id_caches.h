#ifndef PLAYBOOK_THREAD_ID_CACHES_H
#define PLAYBOOK_THREAD_ID_CACHES_H

/// Swift's runtime (its `swift::once` and runtime locks) and the modules
/// that use Synchronization's `Mutex` keep the calling thread's id in a
/// thread-local variable the first time they lock, and lock with that id
/// (Linux priority-inheritance futexes, whose word holds the owner's id).
/// A child forked from the harness server inherits the server's value: its
/// main thread then takes a lock as the server's thread, and the first time
/// another thread of the child waits for that lock, the main thread can
/// never release it (the kernel refuses an unlock by a thread that is not
/// the word's owner), and the child hangs.
///
/// Finds those variables, in every object loaded now that has thread-local
/// storage, by their names in its symbol table; their addresses for the
/// calling thread are kept. Call it on the thread that will fork. Returns
/// how many were found.
int playbook_locate_thread_id_caches(void);

/// How many variables the last ``playbook_locate_thread_id_caches`` found.
int playbook_thread_id_cache_count(void);

/// In a child just forked by the thread that located the variables: stores
/// the child's own thread id (its pid) in each. Only plain stores: safe
/// before anything else runs in the child.
void playbook_refresh_thread_id_caches(void);

/// The value of the `index`th variable found, for the calling thread (the
/// one that located them); -1 if there is no such variable.
int playbook_thread_id_cache_value(int index);

#endif
