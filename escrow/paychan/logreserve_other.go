//go:build unix && !linux

package paychan

import (
	"errors"
	"os"
)

// reserve is not available here: the mapped log writes zeros to grow (mappedLog.grow).
func reserve(*os.File, int64, int64) error { return errors.ErrUnsupported }
