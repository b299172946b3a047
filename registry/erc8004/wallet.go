package erc8004

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/contracts/bindings"
	"github.com/agentsite/agentsite/contracts/chain"
	"github.com/agentsite/agentsite/identity"
)

// walletValidFor is how long a wallet signature is valid: the standard's registry refuses a
// deadline more than 5 minutes ahead.
const walletValidFor = 4 * time.Minute

var (
	walletTypeHash = crypto.Keccak256Hash([]byte("AgentWalletSet(uint256 agentId,address newWallet,address owner,uint256 deadline)"))
	domainTypeHash = crypto.Keccak256Hash([]byte("EIP712Domain(string name,string version,uint256 chainId,address verifyingContract)"))
)

// SetWallet makes wallet the canonical agent's agentWallet, as our registry has it, so that
// both registries answer getAgentWallet alike. The standard's registry wants the new wallet's
// EIP-712 signature of AgentWalletSet(agentId, newWallet, owner, deadline) under its own domain,
// read here from its eip712Domain() (ERC-5267); the sender (owner or approved) submits it.
// A wallet already in place sends nothing.
func (c *Client) SetWallet(ctx context.Context, id uint64, wallet *identity.Key) error {
	t, err := c.Token(ctx, id)
	if err != nil {
		return err
	}
	if t.Wallet == wallet.Address() {
		return nil
	}
	d, err := chain.Read(ctx, c.s.Backend(), c.s.Decoder(), c.cfg.Identity, c.id.PackERC8004IdentityRegistryEip712Domain(),
		c.id.UnpackERC8004IdentityRegistryEip712Domain)
	if err != nil {
		return fmt.Errorf("erc8004: read the registry's EIP-712 domain: %w", err)
	}
	if t.Owner != c.s.Address() {
		return fmt.Errorf("%w: canonical agent %d is owned by %s, not by this account %s", ErrForeignLink, id, t.Owner.Hex(), c.s.Address().Hex())
	}
	if err := checkDomain(d, c.cfg.Identity, c.s.ChainID()); err != nil {
		return err
	}
	domain := crypto.Keccak256Hash(domainTypeHash[:], crypto.Keccak256([]byte(d.Name)), crypto.Keccak256([]byte(d.Version)),
		math.U256Bytes(new(big.Int).Set(d.ChainId)), common.LeftPadBytes(d.VerifyingContract.Bytes(), 32))
	n := new(big.Int).SetUint64(id)
	deadline := big.NewInt(time.Now().Add(walletValidFor).Unix())
	structHash := crypto.Keccak256Hash(walletTypeHash[:], math.U256Bytes(new(big.Int).Set(n)), common.LeftPadBytes(wallet.Address().Bytes(), 32),
		common.LeftPadBytes(t.Owner.Bytes(), 32), math.U256Bytes(new(big.Int).Set(deadline)))
	sig, err := wallet.SignHash(crypto.Keccak256Hash([]byte{0x19, 0x01}, domain[:], structHash[:]))
	if err != nil {
		return err
	}
	if _, err := c.s.Send(ctx, chain.Tx{To: &c.cfg.Identity, Data: c.id.PackSetAgentWallet(n, wallet.Address(), deadline, sig)}); err != nil {
		return fmt.Errorf("erc8004: set the wallet of canonical agent %d to %s: %w", id, wallet.Address().Hex(), err)
	}
	return nil
}

// domainFields is ERC-5267's fields bitmap of a domain of name, version, chainId and
// verifyingContract (no salt, no extensions): the one the standard's registry has.
const domainFields = 0x0f

// checkDomain refuses an EIP-712 domain the registry reports for another contract or chain, or
// with other fields (review finding 2): the wallet key signs under it, and a hostile registry at
// the configured address could otherwise have it sign a wallet change that another registry,
// on this chain or another, accepts.
func checkDomain(d bindings.ERC8004IdentityRegistryEip712DomainOutput, registry common.Address, chainID uint64) error {
	if d.Fields != [1]byte{domainFields} || len(d.Extensions) != 0 {
		return fmt.Errorf("%w: registry %s: EIP-712 domain fields %#x, want %#x", ErrBadDomain, registry.Hex(), d.Fields[0], domainFields)
	}
	if d.VerifyingContract != registry {
		return fmt.Errorf("%w: registry %s names %s as its verifying contract", ErrBadDomain, registry.Hex(), d.VerifyingContract.Hex())
	}
	if d.ChainId == nil || !d.ChainId.IsUint64() || d.ChainId.Uint64() != chainID {
		return fmt.Errorf("%w: registry %s names chain %v, this chain is %d", ErrBadDomain, registry.Hex(), d.ChainId, chainID)
	}
	return nil
}
