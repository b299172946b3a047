//go:build !unix

package keycache

import "io/fs"

// ownedByUs does not check owners where there are no unix uids (no cache there: onRAM is false).
func ownedByUs(fs.FileInfo) error { return nil }

// noFollow is no flag where there is no O_NOFOLLOW.
const noFollow = 0
