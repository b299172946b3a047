package erc8004

import (
	"errors"
	"math/big"
	"testing"

	"github.com/ethereum/go-ethereum/common"

	"github.com/agentsite/agentsite/contracts/bindings"
)

// TestWalletDomainMustBeTheRegistrysOwn (review finding 2): a hostile registry at the
// configured address reports the EIP-712 domain of another registry (here or on another
// chain); the wallet key must not sign under it, since that registry would accept the
// signature for the attacker's token. Only the registry's own domain on this chain is used.
func TestWalletDomainMustBeTheRegistrysOwn(t *testing.T) {
	reg := common.HexToAddress("0x8004A818BFB912233c491871b3d84c89A494BD9e")
	other := common.HexToAddress("0x8004A169FB4a3325136EB29fA0ceB6D2e539a432")
	own := bindings.ERC8004IdentityRegistryEip712DomainOutput{Fields: [1]byte{0x0f}, Name: "ERC8004IdentityRegistry", Version: "1",
		ChainId: big.NewInt(84532), VerifyingContract: reg}
	if err := checkDomain(own, reg, 84532); err != nil {
		t.Fatalf("own domain refused: %v", err)
	}
	forged := map[string]func(*bindings.ERC8004IdentityRegistryEip712DomainOutput){
		"another registry": func(d *bindings.ERC8004IdentityRegistryEip712DomainOutput) { d.VerifyingContract = other },
		"another chain":    func(d *bindings.ERC8004IdentityRegistryEip712DomainOutput) { d.ChainId = big.NewInt(8453) },
		"no chain":         func(d *bindings.ERC8004IdentityRegistryEip712DomainOutput) { d.ChainId = nil },
		"a salt":           func(d *bindings.ERC8004IdentityRegistryEip712DomainOutput) { d.Fields = [1]byte{0x1f} },
		"extensions":       func(d *bindings.ERC8004IdentityRegistryEip712DomainOutput) { d.Extensions = []*big.Int{big.NewInt(1)} },
	}
	for name, forge := range forged {
		d := own
		forge(&d)
		if err := checkDomain(d, reg, 84532); !errors.Is(err, ErrBadDomain) {
			t.Errorf("%s: %v, want ErrBadDomain", name, err)
		}
	}
}
