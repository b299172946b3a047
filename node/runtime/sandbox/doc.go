// Package sandbox confines the processes a node hosts (command agents, MCP servers over stdio, the
// requester's verifier) so that they cannot read the node's data directory and keys, nor (when
// the node runs as root) anything of the host they were not given, and have network only when
// declared.
//
// On Linux a process is started through a helper mode of the node's own binary ("agentsite
// sandbox-exec", dispatched from this package's init so every binary that links it can serve).
//
// When the node runs as root (Support.View), the parent starts the helper in new mount, PID and
// IPC namespaces (and a network namespace unless the Policy allows network). The helper builds
// the program's filesystem as an allow-list: a new root (tmpfs) holding read-only binds of the
// system's directories (/usr, /bin, /sbin, /lib*), a subset of /etc (no shadow, no sudoers;
// passwd and group copies with the program's account), the program itself (its whole
// node_modules tree for an npm program), the PATH directories, the declared readable paths and
// Dir; read-write binds of the work directory and declared writable paths; private /tmp,
// /dev/shm and /dev (null, zero, full, random, urandom, tty, a devpts of its own) and a /proc of
// its PID namespace; then pivot_root into it, detaching the host's tree. It sets
// no_new_privs, applies Landlock, empties the capability bounding set and switches to
// ProgramID (uid and gid, no supplementary groups), and starts the program as its child,
// staying as the namespace's init (it passes on signals and reaps orphans). Other nodes' data
// directories, root-only files and the host's /tmp and /dev/shm are simply not there, wherever
// they are. Where that cannot be built (no CAP_SYS_ADMIN in a container, a seccomp filter) the
// probe says why and Support.Gaps tells the operator that programs run as root and what to do.
//
// A node that is not root gets the earlier confinement: the helper runs in a new network
// namespace (through a user namespace) unless the Policy allows network, brings its loopback up,
// sets no_new_privs, restricts itself with Landlock (read everywhere except the hidden paths,
// write only to the declared writable paths and a few devices, no signals or abstract sockets
// outside its domain, no TCP at all when no network namespace could be made), empties its
// capability bounding set and then execs the program. Its programs run as the node's user, and
// the node's user should own nothing but its own node.
//
// Probe finds once what the kernel allows (Support); whatever is missing is reported so the
// caller can warn. On other systems processes run unconfined and Support says so.
package sandbox
