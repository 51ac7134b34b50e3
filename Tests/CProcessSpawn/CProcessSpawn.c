#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>
#include "CProcessSpawn.h"

// Glibc has all three; elsewhere (the tests that start programs read Linux's /proc anyway)
// they do what they can.

int process_spawn_add_close_from(posix_spawn_file_actions_t *actions, int from) {
#if defined(__GLIBC__)
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
#else
    (void)actions;
    (void)from;
    return 0;
#endif
}

int process_spawn_add_change_directory(posix_spawn_file_actions_t *actions, const char *path) {
    return posix_spawn_file_actions_addchdir_np(actions, path);
}

int process_spawn_make_pipe(int ends[2]) {
#if defined(__GLIBC__)
    return pipe2(ends, O_CLOEXEC);
#else
    if (pipe(ends) != 0) {
        return -1;
    }
    fcntl(ends[0], F_SETFD, FD_CLOEXEC);
    fcntl(ends[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}
