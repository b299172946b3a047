//go:build !unix

package paychan

import (
	"errors"
	"os"
)

// mapLog is not available here: the log is written with write(2) (plainLog).
func mapLog(*os.File, int64) (logOut, error) { return nil, errors.ErrUnsupported }
