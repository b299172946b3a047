package identity

import "math/big"

// big256 is big.Int, named for the 256-bit values of signatures.
type big256 = big.Int
