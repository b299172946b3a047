// Package sandbox confines the processes a node hosts (command agents, MCP servers over stdio, the
// requester's verifier) so that they cannot read the node's data directory and keys and have
// network only when declared.
//
// On Linux a process is started through a helper mode of the node's own binary ("agentsite
// sandbox-exec", dispatched from this package's init so every binary that links it can serve):
// the parent starts the helper in a new network namespace (CLONE_NEWNET; through a user namespace
// when the node is not root) unless the Policy allows network; the helper brings the namespace's
// loopback up, sets no_new_privs, restricts itself with Landlock (read everywhere except the
// hidden paths, write only to the declared writable paths and a few devices, no signals or
// abstract sockets outside its domain, no TCP at all when no network namespace could be made),
// empties its capability bounding set and then execs the program. Probe finds once what the
// kernel allows (Support); whatever is missing is reported so the caller can warn. On other
// systems processes run unconfined and Support says so.
package sandbox
