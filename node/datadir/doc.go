// Package datadir guards a node's data directory on disk: Check makes the directory and its
// config private and refuses key files others can read (ErrExposedSecret), and KeyAddress reads
// a keystore file's address without its passphrase. Which files are keys is the node's to say.
package datadir
