package onchain

import (
	"context"
	"fmt"
	"math/big"
	"time"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/common/math"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/agentsite/agentsite/identity"
)

// SetAgentWallet makes wallet's address the agent's wallet (where it is paid, and the address
// its card is signed with). The registry requires the wallet's own EIP-712 signature, bound to
// this registry, chain, owner and the agent's wallet nonce; it is made here with wallet.
func (c *Client) SetAgentWallet(ctx context.Context, agentID uint64, wallet *identity.Key, validFor time.Duration) error {
	id := u(agentID)
	owner, err := read(ctx, c, "owner", c.c.PackOwnerOf(id), c.c.UnpackOwnerOf)
	if err != nil {
		return err
	}
	nonce, err := read(ctx, c, "wallet nonce", c.c.PackWalletNonce(id), c.c.UnpackWalletNonce)
	if err != nil {
		return err
	}
	typeHash, err := read(ctx, c, "wallet typehash", c.c.PackAGENTWALLETTYPEHASH(), c.c.UnpackAGENTWALLETTYPEHASH)
	if err != nil {
		return err
	}
	domain, err := read(ctx, c, "domain separator", c.c.PackDomainSeparator(), c.c.UnpackDomainSeparator)
	if err != nil {
		return err
	}
	deadline := big.NewInt(time.Now().Add(validFor).Unix())
	structHash := crypto.Keccak256Hash(typeHash[:], math.U256Bytes(new(big.Int).Set(id)), common.LeftPadBytes(wallet.Address().Bytes(), 32),
		common.LeftPadBytes(owner.Bytes(), 32), math.U256Bytes(nonce), math.U256Bytes(new(big.Int).Set(deadline)))
	digest := crypto.Keccak256Hash([]byte{0x19, 0x01}, domain[:], structHash[:])
	sig, err := wallet.SignHash(digest)
	if err != nil {
		return err
	}
	if _, err := c.send(ctx, "set agent wallet", c.c.PackSetAgentWallet(id, wallet.Address(), deadline, sig)); err != nil {
		return fmt.Errorf("%w (wallet %s)", err, wallet.Address().Hex())
	}
	return nil
}
