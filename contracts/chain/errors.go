package chain

import (
	"errors"
	"fmt"
	"maps"
	"math/big"
	"slices"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/hexutil"
	"github.com/ethereum/go-ethereum/rpc"
)

// Sentinel errors a caller can test with errors.Is.
var (
	// ErrWrongChain: the RPC endpoint serves another chain than the one configured.
	ErrWrongChain = errors.New("chain: wrong chain id")
	// ErrInsufficientFunds: the sender cannot pay value plus gas.
	ErrInsufficientFunds = errors.New("chain: insufficient funds")
	// ErrReverted: the transaction (or its gas estimation) reverted; see *RevertError.
	ErrReverted = errors.New("chain: execution reverted")
	// ErrNotMined: no receipt arrived after every allowed replacement.
	ErrNotMined = errors.New("chain: transaction not mined")
)

// RevertError is a decoded revert: the custom error's name and arguments when an ABI knows the
// selector, Error(string) and Panic(uint256) otherwise, or the raw data.
type RevertError struct {
	Name string         // e.g. "EscrowDeadlinePassed", or "" when unknown
	Args map[string]any // decoded arguments by name
	Raw  []byte         // the revert data
}

func (e *RevertError) Error() string {
	if e.Name == "" {
		if len(e.Raw) == 0 {
			return "chain: execution reverted (no reason)"
		}
		return fmt.Sprintf("chain: execution reverted with unknown data %s", hexutil.Encode(e.Raw))
	}
	if len(e.Args) == 0 {
		return "chain: execution reverted: " + e.Name
	}
	parts := make([]string, 0, len(e.Args))
	for _, k := range slices.Sorted(maps.Keys(e.Args)) {
		parts = append(parts, fmt.Sprintf("%s=%v", k, e.Args[k]))
	}
	return fmt.Sprintf("chain: execution reverted: %s(%s)", e.Name, strings.Join(parts, ", "))
}

// Unwrap makes errors.Is(err, ErrReverted) true.
func (e *RevertError) Unwrap() error { return ErrReverted }

// RevertDecoder maps 4-byte selectors to the custom errors of a set of contract ABIs.
type RevertDecoder struct {
	errs map[[4]byte]abi.Error
}

var (
	errorStringSel = [4]byte{0x08, 0xc3, 0x79, 0xa0} // Error(string)
	panicSel       = [4]byte{0x4e, 0x48, 0x7b, 0x71} // Panic(uint256)
)

// NewRevertDecoder collects the custom errors of the given ABIs.
func NewRevertDecoder(abis ...*abi.ABI) *RevertDecoder {
	d := &RevertDecoder{errs: make(map[[4]byte]abi.Error)}
	for _, a := range abis {
		if a == nil {
			continue
		}
		for _, e := range a.Errors {
			var sel [4]byte
			copy(sel[:], e.ID[:4])
			d.errs[sel] = e
		}
	}
	return d
}

// Decode turns revert data into a *RevertError.
// A nil decoder knows only Error(string) and Panic(uint256).
func (d *RevertDecoder) Decode(data []byte) *RevertError {
	re := &RevertError{Raw: data}
	if len(data) < 4 {
		return re
	}
	var sel [4]byte
	copy(sel[:], data[:4])
	switch sel {
	case errorStringSel:
		if reason, err := abi.UnpackRevert(data); err == nil {
			re.Name, re.Args = "Error", map[string]any{"reason": reason}
		}
		return re
	case panicSel:
		if len(data) == 36 {
			re.Name, re.Args = "Panic", map[string]any{"code": new(big.Int).SetBytes(data[4:])}
		}
		return re
	}
	if d == nil {
		return re
	}
	e, ok := d.errs[sel]
	if !ok {
		return re
	}
	vals, err := e.Inputs.Unpack(data[4:])
	if err != nil {
		return re
	}
	re.Name, re.Args = e.Name, make(map[string]any, len(vals))
	for i, v := range vals {
		name := e.Inputs[i].Name
		if name == "" {
			name = fmt.Sprintf("arg%d", i)
		}
		if a, ok := v.(common.Address); ok {
			v = a.Hex()
		}
		re.Args[name] = v
	}
	return re
}

// revertData extracts revert data from an RPC error (geth, anvil and the simulated backend
// return it as the error's data field).
func revertData(err error) ([]byte, bool) {
	var de rpc.DataError
	if !errors.As(err, &de) {
		return nil, false
	}
	switch v := de.ErrorData().(type) {
	case string:
		b, derr := hexutil.Decode(v)
		return b, derr == nil
	case []byte:
		return v, true
	}
	return nil, false
}

// classify maps node error strings to this package's sentinels.
func classify(err error) error {
	if err == nil {
		return nil
	}
	msg := strings.ToLower(err.Error())
	switch {
	case strings.Contains(msg, "insufficient funds"):
		return fmt.Errorf("%w: %v", ErrInsufficientFunds, err)
	case strings.Contains(msg, "execution reverted") || strings.Contains(msg, "revert"):
		return fmt.Errorf("%w: %v", ErrReverted, err)
	}
	return err
}
