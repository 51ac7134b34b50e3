#ifndef C_PROCESS_SPAWN_H
#define C_PROCESS_SPAWN_H

#include <spawn.h>

/// posix_spawn_file_actions_addclosefrom_np: closes every descriptor from `from` on in the
/// child. Glibc declares it for _GNU_SOURCE only, which Swift's Glibc module does not define.
int process_spawn_add_close_from(posix_spawn_file_actions_t *actions, int from);

/// posix_spawn_file_actions_addchdir_np: changes the child's working folder.
int process_spawn_add_change_directory(posix_spawn_file_actions_t *actions, const char *path);

/// pipe2(ends, O_CLOEXEC): a pipe no child inherits unless given it as a standard stream.
int process_spawn_make_pipe(int ends[2]);

/// Opens a pseudo-terminal of `columns` × `rows`, both ends closed on exec: `controller` is the
/// terminal emulator's side, `terminal` the program's. Returns 0, or -1 with errno set.
int process_spawn_open_pseudo_terminal(int *controller, int *terminal, unsigned short columns, unsigned short rows);

#endif
