package deploy

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
)

// Sentinel errors.
var (
	// ErrInvalidDeployment is wrapped by every Deployment.Validate and Load failure about content.
	ErrInvalidDeployment = errors.New("deploy: invalid deployment")
	// ErrUnknownContract is returned by Deployment.Address for a name not in the deployment.
	ErrUnknownContract = errors.New("deploy: unknown contract")
)

// Deployment records where the contracts of one chain are.
type Deployment struct {
	// ChainID is the EIP-155 chain id the contracts live on.
	ChainID uint64 `json:"chainId"`
	// DeployBlock is the block of the first deployment transaction; event indexing starts here.
	DeployBlock uint64 `json:"deployBlock"`
	// Contracts maps contract names (NameDIDRegistry, ...) to addresses.
	Contracts map[string]common.Address `json:"contracts"`
}

// Address returns the address of the named contract.
func (d *Deployment) Address(name string) (common.Address, error) {
	a, ok := d.Contracts[name]
	if !ok {
		return common.Address{}, fmt.Errorf("%w: %q on chain %d", ErrUnknownContract, name, d.ChainID)
	}
	return a, nil
}

// Validate reports a zero chain id, an empty contract list, an empty name or a zero address.
func (d *Deployment) Validate() error {
	if d.ChainID == 0 {
		return fmt.Errorf("%w: chainId is 0", ErrInvalidDeployment)
	}
	if len(d.Contracts) == 0 {
		return fmt.Errorf("%w: no contracts", ErrInvalidDeployment)
	}
	for name, a := range d.Contracts {
		if name == "" {
			return fmt.Errorf("%w: empty contract name", ErrInvalidDeployment)
		}
		if a == (common.Address{}) {
			return fmt.Errorf("%w: %s has the zero address", ErrInvalidDeployment, name)
		}
	}
	return nil
}

// MarshalJSON writes the contracts sorted by name with checksummed addresses.
func (d Deployment) MarshalJSON() ([]byte, error) {
	names := make([]string, 0, len(d.Contracts))
	for n := range d.Contracts {
		names = append(names, n)
	}
	sort.Strings(names)
	buf := []byte(`{"chainId":` + strconv.FormatUint(d.ChainID, 10) +
		`,"deployBlock":` + strconv.FormatUint(d.DeployBlock, 10) + `,"contracts":{`)
	for i, n := range names {
		if i > 0 {
			buf = append(buf, ',')
		}
		key, err := json.Marshal(n)
		if err != nil {
			return nil, err
		}
		buf = append(buf, key...)
		buf = append(buf, `:"`+d.Contracts[n].Hex()+`"`...)
	}
	return append(buf, "}}"...), nil
}

// Path is the conventional file of a chain's deployment: <dir>/<chainId>.json.
func Path(dir string, chainID uint64) string {
	return filepath.Join(dir, strconv.FormatUint(chainID, 10)+".json")
}

// Load reads and validates a deployment file. Unknown fields are rejected so that a typo in a
// hand-edited file is not silently ignored.
func Load(path string) (*Deployment, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("deploy: load: %w", err)
	}
	defer f.Close()
	dec := json.NewDecoder(f)
	dec.DisallowUnknownFields()
	var d Deployment
	if err := dec.Decode(&d); err != nil {
		return nil, fmt.Errorf("%w: %s: %v", ErrInvalidDeployment, path, err)
	}
	if err := d.Validate(); err != nil {
		return nil, fmt.Errorf("deploy: load %s: %w", path, err)
	}
	return &d, nil
}

// Save validates d and writes it to path atomically (temporary file, then rename), creating
// the directory if needed.
func (d *Deployment) Save(path string) error {
	if err := d.Validate(); err != nil {
		return fmt.Errorf("deploy: save: %w", err)
	}
	data, err := json.MarshalIndent(d, "", "  ")
	if err != nil {
		return fmt.Errorf("deploy: save: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return fmt.Errorf("deploy: save: %w", err)
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".deployment-*.json")
	if err != nil {
		return fmt.Errorf("deploy: save: %w", err)
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	if _, err := tmp.Write(append(data, '\n')); err != nil {
		tmp.Close()
		return fmt.Errorf("deploy: save: %w", err)
	}
	if err := tmp.Close(); err != nil {
		return fmt.Errorf("deploy: save: %w", err)
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return fmt.Errorf("deploy: save: %w", err)
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("deploy: save: %w", err)
	}
	return nil
}
