// Package keycache spares a node's start the scrypt derivation of its keystore passphrase, and
// bounds how many derivations run at once on the machine.
//
// A node's key files share one salt (identity.Keyring), so opening them costs one scrypt
// derivation at geth's standard cost (N=2^18: ~256 MiB and 0.7 s of a core, several seconds
// when eight nodes start together on two cores). Cache keeps that derived key, once a key
// file's MAC proved it, in a private directory on a RAM-backed file system (tmpfs): not on
// the disk where the keystore lives (though a tmpfs is swapped like process memory), gone at
// reboot, refused when older than MaxAge, and given back only for the passphrase it was stored
// with (an HMAC of the passphrase under the derived key). The keystore files themselves keep
// geth's standard parameters. Who can read the cache (this uid, root) can open the data
// directory's keys with it while no node runs, and test passphrase guesses at HMAC speed
// (docs/ARCHITECTURE.md, "Unlocking keys at start"); Forgetting is the cache of a node whose
// operator turned it off: it removes what an earlier start left.
//
// Gate bounds concurrent derivations across processes with Slots lock files (flock, released
// by the kernel when a process dies), so nodes that all have to derive (after a reboot, or
// `node init` run in parallel) take turns instead of thrashing memory together.
//
// Dir is the place (default $XDG_RUNTIME_DIR/agentsite, else /dev/shm/agentsite-<uid>), made
// and checked private (owned by this user, mode 0700, not a symbolic link) before any use.
package keycache
