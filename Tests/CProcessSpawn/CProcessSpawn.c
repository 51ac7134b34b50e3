#define _GNU_SOURCE
#include <fcntl.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <termios.h>
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

int process_spawn_open_pseudo_terminal(int *controller, int *terminal, unsigned short columns, unsigned short rows) {
    int controlling = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (controlling < 0) {
        return -1;
    }
    char name[128];
    struct winsize size = { .ws_row = rows, .ws_col = columns };
    int program = -1;
    if (grantpt(controlling) == 0 && unlockpt(controlling) == 0
        && ptsname_r(controlling, name, sizeof name) == 0) {
        program = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
    }
    if (program < 0 || ioctl(program, TIOCSWINSZ, &size) != 0) {
        if (program >= 0) {
            close(program);
        }
        close(controlling);
        return -1;
    }
    *controller = controlling;
    *terminal = program;
    return 0;
}
