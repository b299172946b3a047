// Code generated via abigen V2 - DO NOT EDIT.
// This file is a generated binding and any manual changes will be lost.

package bindings

import (
	"bytes"
	"errors"
	"math/big"

	"github.com/ethereum/go-ethereum/accounts/abi"
	"github.com/ethereum/go-ethereum/accounts/abi/bind/v2"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/core/types"
)

// Reference imports to suppress errors if they are not otherwise used.
var (
	_ = bytes.Equal
	_ = errors.New
	_ = big.NewInt
	_ = common.Big1
	_ = types.BloomLookup
	_ = abi.ConvertType
)

// IAgentRegistryMetadataEntry is an auto generated low-level Go binding around an user-defined struct.
type IAgentRegistryMetadataEntry struct {
	MetadataKey   string
	MetadataValue []byte
}

// AgentRegistryMetaData contains all meta data concerning the AgentRegistry contract.
var AgentRegistryMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"stakeToken_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"minStake_\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"unbondingPeriod_\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"escrow_\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"AGENT_WALLET_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_UNBONDING_PERIOD\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"agentStatus\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"operator\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"stake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"agentURI\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"approve\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"balanceOf\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"domainSeparator\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"eip712Domain\",\"inputs\":[],\"outputs\":[{\"name\":\"fields\",\"type\":\"bytes1\",\"internalType\":\"bytes1\"},{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"version\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"verifyingContract\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"extensions\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"escrow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getAgentWallet\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getApproved\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"getMetadata\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"metadataKey\",\"type\":\"string\",\"internalType\":\"string\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"increaseStake\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"isActive\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isAgentOperator\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isApprovedForAll\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isAuthorizedOrOwner\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"minStake\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"name\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"onTransferReceived\",\"inputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"ownerOf\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"payoutAddress\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"register\",\"inputs\":[],\"outputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"register\",\"inputs\":[{\"name\":\"agentURI_\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"metadata\",\"type\":\"tuple[]\",\"internalType\":\"structIAgentRegistry.MetadataEntry[]\",\"components\":[{\"name\":\"metadataKey\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"metadataValue\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]}],\"outputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"register\",\"inputs\":[{\"name\":\"agentURI_\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"metadata\",\"type\":\"tuple[]\",\"internalType\":\"structIAgentRegistry.MetadataEntry[]\",\"components\":[{\"name\":\"metadataKey\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"metadataValue\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"name\":\"stakeAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"register\",\"inputs\":[{\"name\":\"agentURI_\",\"type\":\"string\",\"internalType\":\"string\"}],\"outputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"registerWithPermit\",\"inputs\":[{\"name\":\"agentURI_\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"metadata\",\"type\":\"tuple[]\",\"internalType\":\"structIAgentRegistry.MetadataEntry[]\",\"components\":[{\"name\":\"metadataKey\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"metadataValue\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]},{\"name\":\"stakeAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"v\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"r\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"release\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slashAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slashTo\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"requester\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"payout\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"requesterIsAgentSide\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"slashed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"requestUnstake\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reserve\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"arbiter\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"operator\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"arbiterIsAgentSide\",\"type\":\"bool\",\"internalType\":\"bool\"},{\"name\":\"stake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reserved\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reservedOf\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"safeTransferFrom\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"safeTransferFrom\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setAgentURI\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"newURI\",\"type\":\"string\",\"internalType\":\"string\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setAgentWallet\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"newWallet\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setApprovalForAll\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"approved\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"setMetadata\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"metadataKey\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"metadataValue\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"stakeOf\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"stakeToken\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"supportsInterface\",\"inputs\":[{\"name\":\"interfaceId\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"symbol\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"tokenURI\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalAgents\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalStaked\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transferFrom\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"unbondingOf\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"readyAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"unbondingPeriod\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"unsetAgentWallet\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"walletNonce\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdrawStake\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"AgentWalletSet\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"wallet\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"setBy\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Approval\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"approved\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ApprovalForAll\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"operator\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"approved\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"EIP712DomainChanged\",\"inputs\":[],\"anonymous\":false},{\"type\":\"event\",\"name\":\"MetadataSet\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"indexedMetadataKey\",\"type\":\"string\",\"indexed\":true,\"internalType\":\"string\"},{\"name\":\"metadataKey\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"metadataValue\",\"type\":\"bytes\",\"indexed\":false,\"internalType\":\"bytes\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Registered\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentURI\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"owner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Slashed\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"recipient\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"StakeIncreased\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"stake\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"StakeWithdrawn\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Transfer\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"URIUpdated\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"newURI\",\"type\":\"string\",\"indexed\":false,\"internalType\":\"string\"},{\"name\":\"updatedBy\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"UnstakeRequested\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"unbonding\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"readyAt\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"AgentRegistryBadParameter\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"AgentRegistryBadRegistrationData\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"AgentRegistryExpiredSignature\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AgentRegistryInsufficientStake\",\"inputs\":[{\"name\":\"requested\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"available\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AgentRegistryInvalidSignature\",\"inputs\":[{\"name\":\"wallet\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"AgentRegistryNotAuthorized\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"AgentRegistryNotEscrow\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"AgentRegistryNotStakeToken\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"AgentRegistryNothingToWithdraw\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AgentRegistryReservedMetadataKey\",\"inputs\":[{\"name\":\"key\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"AgentRegistryStakeOverflow\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AgentRegistryStakeTooLow\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"minStake\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"AgentRegistryStillUnbonding\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"readyAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"AgentRegistryZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"AgentRegistryZeroAmount\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ERC721IncorrectOwner\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC721InsufficientApproval\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC721InvalidApprover\",\"inputs\":[{\"name\":\"approver\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC721InvalidOperator\",\"inputs\":[{\"name\":\"operator\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC721InvalidOwner\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC721InvalidReceiver\",\"inputs\":[{\"name\":\"receiver\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC721InvalidSender\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC721NonexistentToken\",\"inputs\":[{\"name\":\"tokenId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidShortString\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"StringTooLong\",\"inputs\":[{\"name\":\"str\",\"type\":\"string\",\"internalType\":\"string\"}]}]",
	ID:  "AgentRegistry",
	Bin: "0x6101e0604052348015610010575f5ffd5b5060405161547138038061547183398101604081905261002f91610307565b6040518060400160405280601781526020017f4167656e7453697465204167656e745265676973747279000000000000000000815250604051806040016040528060018152602001603160f81b8152506040518060400160405280600f81526020016e1059d95b9d14da5d19481059d95b9d608a1b815250604051806040016040528060058152602001641051d1539560da1b815250815f90816100d391906103f7565b5060016100e082826103f7565b5050506100f2826102af60201b60201c565b610120526100ff816102af565b61014052815160208084019190912060e052815190820120610100524660a05261018b60e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c0526001600160a01b03841615806101b157506001600160a01b038116155b156101cf57604051634d7d843760e01b815260040160405180910390fd5b8215806101e257506001600160601b0383115b1561022057604051633db0eff760e01b81526020600482015260086024820152676d696e5374616b6560c01b60448201526064015b60405180910390fd5b6001600160401b038216158061024257506301e133806001600160401b038316115b1561028257604051633db0eff760e01b815260206004820152600f60248201526e1d5b989bdb991a5b99d4195c9a5bd9608a1b6044820152606401610217565b6001600160a01b0393841661016052610180929092526001600160401b03166101a052166101c052610509565b5f5f829050601f815111156102d9578260405163305a27a960e01b815260040161021791906104b1565b80516102e4826104e6565b179392505050565b80516001600160a01b0381168114610302575f5ffd5b919050565b5f5f5f5f6080858703121561031a575f5ffd5b610323856102ec565b6020860151604087015191955093506001600160401b0381168114610346575f5ffd5b9150610354606086016102ec565b905092959194509250565b634e487b7160e01b5f52604160045260245ffd5b600181811c9082168061038757607f821691505b6020821081036103a557634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156103f257805f5260205f20601f840160051c810160208510156103d05750805b601f840160051c820191505b818110156103ef575f81556001016103dc565b50505b505050565b81516001600160401b038111156104105761041061035f565b6104248161041e8454610373565b846103ab565b6020601f821160018114610456575f831561043f5750848201515b5f19600385901b1c1916600184901b1784556103ef565b5f84815260208120601f198516915b828110156104855787850151825560209485019460019092019101610465565b50848210156104a257868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156103a5575f1960209190910360031b1b16919050565b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516101c051614e5561061c5f395f818161087f01528181611dc8015261251601525f818161058a015261181701525f81816104a201528181610df701528181610e4e01528181611aa201528181611ca801528181611cff015281816127b60152818161293d015261299201525f818161050101528181610b2301528181610be601528181610cc201528181610e2a0152818161119401528181611b4801528181611cdb015281816121aa0152818161239d0152818161279201526134a401525f61323701525f61320c01525f61395001525f61392801525f61388301525f6138ad01525f6138d70152614e555ff3fe608060405234801561000f575f5ffd5b5060043610610324575f3560e01c8063817b1cd2116101a8578063b88d4fde116100f3578063d2af702f1161009e578063e8d96dd211610079578063e8d96dd2146108a1578063e985e9c5146108b4578063f2c298be146108ef578063f698da2514610902575f5ffd5b8063d2af702f14610832578063d95e72be14610867578063e2fdcc171461087a575f5ffd5b8063c5053712116100ce578063c505371214610805578063c87b56dd146105d6578063cb4799f21461081f575f5ffd5b8063b88d4fde146107cc578063bc4ec31e146107df578063bec10cde146107f2575f5ffd5b806395d89b4111610153578063a22cb4651161012e578063a22cb46514610757578063a8679e211461076a578063b72f96c9146107a2575f5ffd5b806395d89b41146106a75780639b2c1793146106af5780639c46345f146106c2575f5ffd5b806388a7ca5c1161018357806388a7ca5c146106455780638e445d33146106895780638ea4228614610694575f5ffd5b8063817b1cd2146105e957806382afd23b1461061757806384b0196e1461062a575f5ffd5b8063296e52181161027357806351ed6a301161021e57806368d4341f116101f957806368d4341f146105755780636cf6d6751461058857806370a08231146105c357806378396cb3146105d6575f5ffd5b806351ed6a30146104ff5780635fb8e5be146105255780636352211e14610562575f5ffd5b80633fddcf191161024e5780633fddcf19146104c657806342842e0e146104d9578063466648da146104ec575f5ffd5b8063296e5218146104665780632d1ef5ae1461048d578063375b3c0a146104a0575f5ffd5b80630af28bd3116102d357806324a66539116102ae57806324a665391461040757806325d5971f1461043457806327696d4514610447575f5ffd5b80630af28bd3146103d95780631aa3a008146103ec57806323b872dd146103f4575f5ffd5b8063081812fc11610303578063081812fc14610390578063095ea7b3146103a35780630a960a2a146103b8575f5ffd5b80623395091461032857806301ffc9a71461035857806306fdde031461037b575b5f5ffd5b61033b61033636600461407e565b61090a565b6040516001600160a01b0390911681526020015b60405180910390f35b61036b6103663660046140c2565b61091a565b604051901515815260200161034f565b6103836109fc565b60405161034f919061410b565b61033b61039e36600461407e565b610a8b565b6103b66103b1366004614133565b610ab2565b005b6103cb6103c63660046141da565b610ac1565b60405190815260200161034f565b6103b66103e7366004614286565b610d24565b6103cb610d90565b6103b66104023660046142ce565b610ea2565b6103cb61041536600461407e565b5f908152600960205260409020546bffffffffffffffffffffffff1690565b6103b661044236600461407e565b610f62565b6103cb61045536600461407e565b5f908152600d602052604090205490565b6103cb7fe981a12639820f175d1628827b756cbe9e8b0844ae14f7827243fa49ac2f8f6e81565b6103b661049b366004614308565b6111fc565b7f00000000000000000000000000000000000000000000000000000000000000006103cb565b6103b66104d436600461407e565b611545565b6103b66104e73660046142ce565b611695565b6103b66104fa36600461436b565b6116b4565b7f000000000000000000000000000000000000000000000000000000000000000061033b565b6103cb61053336600461407e565b5f908152600960205260409020546c0100000000000000000000000090046bffffffffffffffffffffffff1690565b61033b61057036600461407e565b611737565b6103b66105833660046143c7565b611741565b7f00000000000000000000000000000000000000000000000000000000000000005b60405167ffffffffffffffff909116815260200161034f565b6103cb6105d13660046143e7565b61196c565b6103836105e436600461407e565b6119ca565b60085470010000000000000000000000000000000090046fffffffffffffffffffffffffffffffff166103cb565b61036b61062536600461407e565b611a71565b610632611ad6565b60405161034f9796959493929190614400565b6106586106533660046144b2565b611b34565b6040517fffffffff00000000000000000000000000000000000000000000000000000000909116815260200161034f565b6105aa6301e1338081565b6103cb6106a23660046144dd565b611c57565b610383611d58565b61033b6106bd36600461407e565b611d67565b6107396106d036600461407e565b5f908152600a6020908152604080832054600990925290912054740100000000000000000000000000000000000000009091046bffffffffffffffffffffffff1691780100000000000000000000000000000000000000000000000090910464ffffffffff1690565b6040805192835267ffffffffffffffff90911660208301520161034f565b6103b6610765366004614549565b611da7565b61077d610778366004614582565b611db2565b604080516001600160a01b03909416845291151560208401529082015260600161034f565b6107b56107b03660046145ce565b612030565b60408051921515835260208301919091520161034f565b6103b66107da3660046146f1565b61212e565b6103cb6107ed366004614755565b612146565b6103b66108003660046143c7565b6121d2565b6008546fffffffffffffffffffffffffffffffff166103cb565b61038361082d366004614286565b6123f3565b6108456108403660046147c8565b612507565b604080519415158552921515602085015291830152606082015260800161034f565b61036b610875366004614133565b6126ae565b61033b7f000000000000000000000000000000000000000000000000000000000000000081565b61036b6108af3660046145ce565b6126c2565b61036b6108c2366004614809565b6001600160a01b039182165f90815260056020908152604080832093909416825291909152205460ff1690565b6103cb6108fd366004614831565b61273b565b6103cb612807565b5f61091482612815565b92915050565b5f7fffffffff0000000000000000000000000000000000000000000000000000000082167f80ac58cd0000000000000000000000000000000000000000000000000000000014806109ac57507fffffffff0000000000000000000000000000000000000000000000000000000082167f5b5e139f00000000000000000000000000000000000000000000000000000000145b8061091457507f01ffc9a7000000000000000000000000000000000000000000000000000000007fffffffff00000000000000000000000000000000000000000000000000000000831614610914565b60605f8054610a0a90614870565b80601f0160208091040260200160405190810160405280929190818152602001828054610a3690614870565b8015610a815780601f10610a5857610100808354040283529160200191610a81565b820191905f5260205f20905b815481529060010190602001808311610a6457829003601f168201915b5050505050905090565b5f610a9582612883565b505f828152600460205260409020546001600160a01b0316610914565b610abd8282336128d4565b5050565b5f610aca6128e1565b6040517fd505accf000000000000000000000000000000000000000000000000000000008152336004820152306024820152604481018790526064810186905260ff8516608482015260a4810184905260c481018390527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063d505accf9060e4015f604051808303815f87803b158015610b6c575f5ffd5b505af1925050508015610b7d575060015b610c67573d808015610baa576040519150601f19603f3d011682016040523d82523d5f602084013e610baf565b606091505b506040517fdd62ed3e00000000000000000000000000000000000000000000000000000000815233600482015230602482015287907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063dd62ed3e90604401602060405180830381865afa158015610c33573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610c5791906148c1565b1015610c6557805160208201fd5b505b610cb3338b8b8080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250610cad92508c91508d90506149c1565b8961293a565b9050610cea6001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333089612df3565b610d176129385f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612932565b9998505050505050505050565b610d2d83612e42565b505f838152600b60205260409020610d46828483614a11565b50336001600160a01b0316837f3a2c7fffc2cba7582c690e3b82c453ea02a308326a98a3ad7576c606336409fb8484604051610d83929190614acb565b60405180910390a3505050565b5f610d996128e1565b60408051602081019091525f808252610e1b9133915b604051908082528060200260200182016040528015610df457816020015b6040805180820190915260608082526020820152815260200190600190039081610dcd5790505b507f000000000000000000000000000000000000000000000000000000000000000061293a565b9050610e726001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633307f0000000000000000000000000000000000000000000000000000000000000000612df3565b610e9f6129385f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612932565b90565b6001600160a01b038216610ee9576040517f64a0ae920000000000000000000000000000000000000000000000000000000081525f60048201526024015b60405180910390fd5b5f610ef5838333612e9d565b9050836001600160a01b0316816001600160a01b031614610f5c576040517f64283d7b0000000000000000000000000000000000000000000000000000000081526001600160a01b0380861660048301526024820184905282166044820152606401610ee0565b50505050565b610f6a6128e1565b5f610f7482612e42565b5f838152600a602090815260408083205460099092528220549293507401000000000000000000000000000000000000000090046bffffffffffffffffffffffff16917801000000000000000000000000000000000000000000000000900464ffffffffff1690829003611017576040517f64a17ca600000000000000000000000000000000000000000000000000000000815260048101859052602401610ee0565b8064ffffffffff16421015611068576040517f19c0f7fc0000000000000000000000000000000000000000000000000000000081526004810185905264ffffffffff82166024820152604401610ee0565b5f848152600a6020908152604080832080546001600160a01b031690556009909152902080547fffffff0000000000ffffffffffffffffffffffffffffffffffffffffffffffff169055600880546bffffffffffffffffffffffff841691906010906110fb90849070010000000000000000000000000000000090046fffffffffffffffffffffffffffffffff16614b26565b92506101000a8154816fffffffffffffffffffffffffffffffff02191690836fffffffffffffffffffffffffffffffff160217905550826001600160a01b0316847f459d5aef2c549903c1eeb1736f5728845d5ccf82537ddd5bf8035795eee892638460405161117f91906bffffffffffffffffffffffff91909116815260200190565b60405180910390a36111c96001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016846bffffffffffffffffffffffff8516613023565b5050506111f96129385f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612932565b50565b5f61120686612e42565b90506001600160a01b038516611248576040517f4d7d843700000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b83421115611285576040517f8b413d9500000000000000000000000000000000000000000000000000000000815260048101859052602401610ee0565b5f868152600d602052604081208054908261129f83614b4e565b90915550604080517fe981a12639820f175d1628827b756cbe9e8b0844ae14f7827243fa49ac2f8f6e60208201529081018990526001600160a01b0380891660608301528416608082015260a0810182905260c081018790529091505f9061131f9060e00160405160208183030381529060405280519060200120613071565b9050611361878287878080601f0160208091040260200160405190810160405280939291908181526020018383808284375f920191909152506130b892505050565b6113a2576040517fba70d6f30000000000000000000000000000000000000000000000000000000081526001600160a01b0388166004820152602401610ee0565b5f888152600a6020908152604080832080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b038c16908117909155600990925280832080547fffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff1690555133928b917fc8982c1ad4646a1ed6bb40061ac7f2a6aaffef7f2e096aa9805cf705fa12933b9190a4604080518082018252600b81527f6167656e7457616c6c65740000000000000000000000000000000000000000006020820152905161147c9190614b66565b6040518091039020887f2c149ed548c6d2993cd73efe187df6eccabe4538091b33adbd25fafdb8a1468b6040518060400160405280600b81526020017f6167656e7457616c6c65740000000000000000000000000000000000000000008152508a604051602001611518919060609190911b7fffffffffffffffffffffffffffffffffffffffff00000000000000000000000016815260140190565b60408051601f19818403018152908290526115339291614b7c565b60405180910390a35050505050505050565b61154e81612e42565b505f81815260096020908152604080832080547fffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff169055600a90915280822080547fffffffffffffffffffffffff00000000000000000000000000000000000000001690555133919083907fc8982c1ad4646a1ed6bb40061ac7f2a6aaffef7f2e096aa9805cf705fa12933b908390a4604080518082018252600b81527f6167656e7457616c6c65740000000000000000000000000000000000000000006020820152905161161d9190614b66565b6040518091039020817f2c149ed548c6d2993cd73efe187df6eccabe4538091b33adbd25fafdb8a1468b6040518060400160405280600b81526020017f6167656e7457616c6c657400000000000000000000000000000000000000000081525060405161168a9190614ba0565b60405180910390a350565b6116af83838360405180602001604052805f81525061212e565b505050565b6116bd85612e42565b506117308585858080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525050604080516020601f890181900481028201810190925287815292508791508690819084018382808284375f9201919091525061312192505050565b5050505050565b5f61091482612883565b61174a82612e42565b50805f03611784576040517ff6b73caa00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f828152600960205260408120805490916bffffffffffffffffffffffff808316926117c2916c010000000000000000000000009091041683614bc8565b905080841115611808576040517fbb2a1fa40000000000000000000000000000000000000000000000000000000081526004810185905260248101829052604401610ee0565b5f61183d67ffffffffffffffff7f00000000000000000000000000000000000000000000000000000000000000001642614bdb565b90506118498584614bc8565b845464ffffffffff83167801000000000000000000000000000000000000000000000000027fffffff0000000000ffffffffffffffffffffffff0000000000000000000000009091166bffffffffffffffffffffffff928316171785555f878152600a60205260408120805490926118dc9189917401000000000000000000000000000000000000000090910416614bee565b82546001600160a01b0316740100000000000000000000000000000000000000006bffffffffffffffffffffffff8316908102919091178455604080518a8152602081019290925264ffffffffff86169082015290915088907f974ba8a0639ff4af8cc191c20e27be469a495cc2fd99a40de18e3a47a6827b8d9060600160405180910390a25050505050505050565b5f6001600160a01b0382166119af576040517f89c62b640000000000000000000000000000000000000000000000000000000081525f6004820152602401610ee0565b506001600160a01b03165f9081526003602052604090205490565b60606119d582612883565b505f828152600b6020526040902080546119ee90614870565b80601f0160208091040260200160405190810160405280929190818152602001828054611a1a90614870565b8015611a655780601f10611a3c57610100808354040283529160200191611a65565b820191905f5260205f20905b815481529060010190602001808311611a4857829003601f168201915b50505050509050919050565b5f818152600260205260408120546001600160a01b0316158015906109145750505f908152600960205260409020547f00000000000000000000000000000000000000000000000000000000000000006bffffffffffffffffffffffff909116101590565b5f6060805f5f5f6060611ae7613205565b611aef613230565b604080515f808252602082019092527f0f000000000000000000000000000000000000000000000000000000000000009b939a50919850469750309650945092509050565b5f611b3d6128e1565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614611ba1576040517f257f3b49000000000000000000000000000000000000000000000000000000008152336004820152602401610ee0565b6080821015611bdc576040517f3f25c70c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f80611bea84860186614c12565b91509150611bfa8783838961293a565b507f88a7ca5c00000000000000000000000000000000000000000000000000000000925050505b611c4e6129385f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612932565b95945050505050565b5f611c606128e1565b611ccc3386868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250611ca692508791508890506149c1565b7f000000000000000000000000000000000000000000000000000000000000000061293a565b9050611d236001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633307f0000000000000000000000000000000000000000000000000000000000000000612df3565b611d506129385f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612932565b949350505050565b606060018054610a0a90614870565b5f5f611d7283612815565b90506001600160a01b038116611d9e575f838152600260205260409020546001600160a01b0316611da0565b805b9392505050565b610abd33838361325b565b5f5f5f611dbd6128e1565b336001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001614611e21576040517f1373ecec000000000000000000000000000000000000000000000000000000008152336004820152602401610ee0565b5f888152600960209081526040808320815160808101835290546bffffffffffffffffffffffff80821683526c01000000000000000000000000820416828501527801000000000000000000000000000000000000000000000000810464ffffffffff16828401527d010000000000000000000000000000000000000000000000000000000000900460ff161515606082019081528c8552600290935292205490516001600160a01b0390911690611eef575f8a8152600a60205260409020546001600160a01b0316611ef1565b805b94506001600160a01b038516611f05578094505b6001600160a01b03861615611f2757611f248a8284606001518961336a565b93505b81602001516bffffffffffffffffffffffff16891115611f575781602001516bffffffffffffffffffffffff1698505b88881115611f63578897505b6001600160a01b038716611f75575f97505b888260200151611f859190614c8a565b5f8b815260096020526040902080546bffffffffffffffffffffffff929092166c01000000000000000000000000027fffffffffffffffff000000000000000000000000ffffffffffffffffffffffff9092169190911790558715611ff657611ff38a835f01518a8a6133d9565b92505b50506120256129385f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612932565b955095509592505050565b5f828152600960209081526040808320815160808101835290546bffffffffffffffffffffffff80821683526c01000000000000000000000000820416828501527801000000000000000000000000000000000000000000000000810464ffffffffff16828401527d010000000000000000000000000000000000000000000000000000000000900460ff161515606082015285845260029092528220548291906001600160a01b03168015806120ee57506001600160a01b038516155b15612100575f5f935093505050612127565b612110868284606001518861336a565b9151919350506bffffffffffffffffffffffff1690505b9250929050565b612139848484610ea2565b610f5c33858585856135ea565b5f61214f6128e1565b61219b3387878080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201919091525061219592508891508990506149c1565b8561293a565b9050611c216001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333085612df3565b6121da6128e1565b6121e382612883565b50805f0361221d576040517ff6b73caa00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f828152600960205260408120546122449083906bffffffffffffffffffffffff16614bdb565b90506bffffffffffffffffffffffff81111561228f576040517f2b40cd9200000000000000000000000000000000000000000000000000000000815260048101829052602401610ee0565b5f83815260096020526040902080547fffffffffffffffffffffffffffffffffffffffff000000000000000000000000166bffffffffffffffffffffffff83161790556008805483919060109061230d90849070010000000000000000000000000000000090046fffffffffffffffffffffffffffffffff16614cae565b92506101000a8154816fffffffffffffffffffffffffffffffff02191690836fffffffffffffffffffffffffffffffff160217905550336001600160a01b0316837f3c4ef462ea2ae008e5ffed7e9f7391eab018ba507ab8a1d853ccf30faa350de08484604051612388929190918252602082015260400190565b60405180910390a36123c56001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016333085612df3565b50610abd6129385f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612932565b60607f2ac6109326e720d1435c0db66f7e35eda7839f52b6f1f5520a60788e132b4e398383604051612426929190614cd6565b60405180910390200361244b5761244461243f85612815565b61378d565b9050611da0565b5f848152600c60205260409081902090516124699085908590614cd6565b9081526020016040518091039020805461248290614870565b80601f01602080910402602001604051908101604052809291908181526020018280546124ae90614870565b80156124f95780601f106124d0576101008083540402835291602001916124f9565b820191905f5260205f20905b8154815290600101906020018083116124dc57829003601f168201915b505050505090509392505050565b5f808080336001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161461256f576040517f1373ecec000000000000000000000000000000000000000000000000000000008152336004820152602401610ee0565b5f888152600260205260409020546001600160a01b03168061259d575f5f5f5f9450945094509450506126a3565b5f89815260096020526040902080547d010000000000000000000000000000000000000000000000000000000000900460ff166125dc8b84838d61336a565b96506001600160a01b038916158015906125fd57506125fd8b84838c61336a565b82549096506bffffffffffffffffffffffff80821696506c010000000000000000000000009091041693505f6126338986614bdb565b905087158061263f5750865b8061264957508581115b1561265757505050506126a3565b82546bffffffffffffffffffffffff9091166c01000000000000000000000000027fffffffffffffffff000000000000000000000000ffffffffffffffffffffffff9091161790915550505b945094509450949050565b5f611da06126bb83612883565b84846137f7565b5f828152600260205260408120546001600160a01b03168015806126ed57506001600160a01b038316155b156126fb575f915050610914565b5f84815260096020526040902054611d5090859083907d010000000000000000000000000000000000000000000000000000000000900460ff168661336a565b5f6127446128e1565b6127833384848080601f0160208091040260200160405190810160405280939291908181526020018383808284375f9201829052509250610daf915050565b90506127da6001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001633307f0000000000000000000000000000000000000000000000000000000000000000612df3565b6109146129385f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00612932565b5f612810613877565b905090565b5f818152600960205260408120547d010000000000000000000000000000000000000000000000000000000000900460ff16612867575f828152600a60205260409020546001600160a01b0316610914565b5f828152600260205260409020546001600160a01b0316610914565b5f818152600260205260408120546001600160a01b031680611d9e576040517f7e27328900000000000000000000000000000000000000000000000000000000815260048101849052602401610ee0565b6116af83838360016139a0565b61290b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c613af3565b61293860017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90613b2a565b565b5f7f00000000000000000000000000000000000000000000000000000000000000008210156129be576040517f71de58d1000000000000000000000000000000000000000000000000000000008152600481018390527f00000000000000000000000000000000000000000000000000000000000000006024820152604401610ee0565b6bffffffffffffffffffffffff821115612a07576040517f2b40cd9200000000000000000000000000000000000000000000000000000000815260048101839052602401610ee0565b604080518082019091526008546fffffffffffffffffffffffffffffffff808216808452700100000000000000000000000000000000909204166020830152612a51906001614cae565b6fffffffffffffffffffffffffffffffff1691506040518060400160405280836fffffffffffffffffffffffffffffffff168152602001848360200151612a989190614cae565b6fffffffffffffffffffffffffffffffff9081169091528151602092830151821670010000000000000000000000000000000002911617600855604080516080810182526bffffffffffffffffffffffff80871682525f828501818152838501828152600160608601908152898452600988528684209551865493519251915115157d010000000000000000000000000000000000000000000000000000000000027fffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff64ffffffffff93909316780100000000000000000000000000000000000000000000000002929092167fffff000000000000ffffffffffffffffffffffffffffffffffffffffffffffff9387166c01000000000000000000000000027fffffffffffffffff000000000000000000000000000000000000000000000000909516919096161792909217169290921791909117909155600b9092529020612c018682614ce5565b50612c0c8683613b31565b856001600160a01b0316827fca52e62c367d81bb2e328eb795f7c7ba24afb478408a26c0e201d155c449bc4a87604051612c46919061410b565b60405180910390a3604080518082018252600b81527f6167656e7457616c6c657400000000000000000000000000000000000000000060208201529051612c8d9190614b66565b6040518091039020827f2c149ed548c6d2993cd73efe187df6eccabe4538091b33adbd25fafdb8a1468b6040518060400160405280600b81526020017f6167656e7457616c6c657400000000000000000000000000000000000000000081525089604051602001612d29919060609190911b7fffffffffffffffffffffffffffffffffffffffff00000000000000000000000016815260140190565b60408051601f1981840301815290829052612d449291614b7c565b60405180910390a35f5b8451811015612da357612d9b83868381518110612d6d57612d6d614da0565b60200260200101515f0151878481518110612d8a57612d8a614da0565b602002602001015160200151613121565b600101612d4e565b5060408051848152602081018590526001600160a01b0388169184917f3c4ef462ea2ae008e5ffed7e9f7391eab018ba507ab8a1d853ccf30faa350de0910160405180910390a350949350505050565b612e01848484846001613bc4565b610f5c576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b0385166004820152602401610ee0565b5f612e4c82612883565b9050612e598133846137f7565b612e98576040517f3be9315200000000000000000000000000000000000000000000000000000000815260048101839052336024820152604401610ee0565b919050565b5f612ea9848484613c4a565b90506001600160a01b03811615801590612ed457505f612ec884612815565b6001600160a01b031614155b15611da0575f83815260096020908152604080832080547fffff00ffffffffffffffffffffffffffffffffffffffffffffffffffffffffff169055600a90915280822080547fffffffffffffffffffffffff00000000000000000000000000000000000000001690555133919085907fc8982c1ad4646a1ed6bb40061ac7f2a6aaffef7f2e096aa9805cf705fa12933b908390a4604080518082018252600b81527f6167656e7457616c6c657400000000000000000000000000000000000000000060208201529051612fa79190614b66565b6040518091039020837f2c149ed548c6d2993cd73efe187df6eccabe4538091b33adbd25fafdb8a1468b6040518060400160405280600b81526020017f6167656e7457616c6c65740000000000000000000000000000000000000000008152506040516130149190614ba0565b60405180910390a39392505050565b6130308383836001613d54565b6116af576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b0384166004820152602401610ee0565b5f61091461307d613877565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b5f836001600160a01b03163b5f03613116575f5f6130d68585613dcf565b5090925090505f8160038111156130ef576130ef614dcd565b14801561310d5750856001600160a01b0316826001600160a01b0316145b92505050611da0565b612444848484613e18565b815160208301207fd539ef6cd918df2ebca3f2499081ca12587c60ad490e0aadf59f8771ecd4b1c70161318257816040517f23a499bc000000000000000000000000000000000000000000000000000000008152600401610ee0919061410b565b80600c5f8581526020019081526020015f20836040516131a29190614b66565b908152602001604051809103902090816131bc9190614ce5565b50816040516131cb9190614b66565b6040518091039020837f2c149ed548c6d2993cd73efe187df6eccabe4538091b33adbd25fafdb8a1468b8484604051610d83929190614b7c565b60606128107f0000000000000000000000000000000000000000000000000000000000000000613e96565b60606128107f0000000000000000000000000000000000000000000000000000000000000000613e96565b6001600160a01b03831661329d576040517fa9fbf51f0000000000000000000000000000000000000000000000000000000081525f6004820152602401610ee0565b6001600160a01b0382166132e8576040517f5b08ba180000000000000000000000000000000000000000000000000000000081526001600160a01b0383166004820152602401610ee0565b6001600160a01b038381165f8181526005602090815260408083209487168084529482529182902080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff001686151590811790915591519182527f17307eab39ab6107e8899845ad3d59bd9653f200f220920489ca2b5937696c319101610d83565b5f6001600160a01b03821661338057505f611d50565b836001600160a01b0316826001600160a01b031614806133c15750821580156133c157505f858152600a60205260409020546001600160a01b038381169116145b156133ce57506001611d50565b611c4e8483876137f7565b5f6133e48385614c8a565b5f86815260096020526040902080547fffffffffffffffffffffffffffffffffffffffff000000000000000000000000166bffffffffffffffffffffffff929092169190911790556008805484919060109061346790849070010000000000000000000000000000000090046fffffffffffffffffffffffffffffffff16614b26565b92506101000a8154816fffffffffffffffffffffffffffffffff02191690836fffffffffffffffffffffffffffffffff1602179055506134db82847f00000000000000000000000000000000000000000000000000000000000000006001600160a01b0316613ed39092919063ffffffff16565b1561352b57816001600160a01b0316857ffc35d6d237407aa9435d3d18d1c609a8c700944a6cf4343ac6ce96f206fbe5878560405161351c91815260200190565b60405180910390a35081611d50565b5f85815260096020526040902080547fffffffffffffffffffffffffffffffffffffffff000000000000000000000000166bffffffffffffffffffffffff8616179055600880548491906010906135a990849070010000000000000000000000000000000090046fffffffffffffffffffffffffffffffff16614cae565b92506101000a8154816fffffffffffffffffffffffffffffffff02191690836fffffffffffffffffffffffffffffffff1602179055505f9050949350505050565b6001600160a01b0383163b15611730576040517f150b7a020000000000000000000000000000000000000000000000000000000081526001600160a01b0384169063150b7a0290613645908890889087908790600401614dfa565b6020604051808303815f875af192505050801561367f575060408051601f3d908101601f1916820190925261367c91810190614e3a565b60015b6136ff573d8080156136ac576040519150601f19603f3d011682016040523d82523d5f602084013e6136b1565b606091505b5080515f036136f7576040517f64a0ae920000000000000000000000000000000000000000000000000000000081526001600160a01b0385166004820152602401610ee0565b805160208201fd5b7fffffffff0000000000000000000000000000000000000000000000000000000081167f150b7a020000000000000000000000000000000000000000000000000000000014613785576040517f64a0ae920000000000000000000000000000000000000000000000000000000081526001600160a01b0385166004820152602401610ee0565b505050505050565b60606001600160a01b038216156137e4576040517fffffffffffffffffffffffffffffffffffffffff000000000000000000000000606084901b166020820152603401604051602081830303815290604052610914565b505060408051602081019091525f815290565b5f6001600160a01b03831615801590611d505750826001600160a01b0316846001600160a01b0316148061384f57506001600160a01b038085165f9081526005602090815260408083209387168352929052205460ff165b80611d505750505f908152600460205260409020546001600160a01b03908116911614919050565b5f306001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000161480156138cf57507f000000000000000000000000000000000000000000000000000000000000000046145b156138f957507f000000000000000000000000000000000000000000000000000000000000000090565b612810604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b80806139b457506001600160a01b03821615155b15613aac575f6139c384612883565b90506001600160a01b038316158015906139ef5750826001600160a01b0316816001600160a01b031614155b8015613a2057506001600160a01b038082165f9081526005602090815260408083209387168352929052205460ff16155b15613a62576040517fa9fbf51f0000000000000000000000000000000000000000000000000000000081526001600160a01b0384166004820152602401610ee0565b8115613aaa5783856001600160a01b0316826001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92560405160405180910390a45b505b50505f90815260046020526040902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0392909216919091179055565b15612938576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b6001600160a01b038216613b73576040517f64a0ae920000000000000000000000000000000000000000000000000000000081525f6004820152602401610ee0565b5f613b7f83835f612e9d565b90506001600160a01b038116156116af576040517f73c6ac6e0000000000000000000000000000000000000000000000000000000081525f6004820152602401610ee0565b6040517f23b872dd000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f51148316613c39578383151615613c2d573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f828152600260205260408120546001600160a01b0390811690831615613c7657613c76818486613ee0565b6001600160a01b03811615613cb057613c915f855f5f6139a0565b6001600160a01b0381165f90815260036020526040902080545f190190555b6001600160a01b03851615613cde576001600160a01b0385165f908152600360205260409020805460010190555b5f8481526002602052604080822080547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b0389811691821790925591518793918516917fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef91a4949350505050565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316613dc3578383151615613db7573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f5f5f8351604103613e06576020840151604085015160608601515f1a613df888828585613f76565b955095509550505050613e11565b505081515f91506002905b9250925092565b8051604080517f1626ba7e000000000000000000000000000000000000000000000000000000008082526004820186905260248201929092525f92906020820185604483015e5f82606483010152601f820160051c60051b915060205f60648401838a5afa9050825f5114601f3d1116811693505050509392505050565b60605f613ea28361403e565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f611d508484845f613d54565b613eeb8383836137f7565b6116af576001600160a01b038316613f32576040517f7e27328900000000000000000000000000000000000000000000000000000000815260048101829052602401610ee0565b6040517f177e802f0000000000000000000000000000000000000000000000000000000081526001600160a01b038316600482015260248101829052604401610ee0565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0841115613faf57505f91506003905082614034565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015614000573d5f5f3e3d5ffd5b5050604051601f1901519150506001600160a01b03811661402b57505f925060019150829050614034565b92505f91508190505b9450945094915050565b5f60ff8216601f811115611d9e576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f6020828403121561408e575f5ffd5b5035919050565b7fffffffff00000000000000000000000000000000000000000000000000000000811681146111f9575f5ffd5b5f602082840312156140d2575f5ffd5b8135611da081614095565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f611da060208301846140dd565b80356001600160a01b0381168114612e98575f5ffd5b5f5f60408385031215614144575f5ffd5b61414d8361411d565b946020939093013593505050565b5f5f83601f84011261416b575f5ffd5b50813567ffffffffffffffff811115614182575f5ffd5b602083019150836020828501011115612127575f5ffd5b5f5f83601f8401126141a9575f5ffd5b50813567ffffffffffffffff8111156141c0575f5ffd5b6020830191508360208260051b8501011115612127575f5ffd5b5f5f5f5f5f5f5f5f5f60e08a8c0312156141f2575f5ffd5b893567ffffffffffffffff811115614208575f5ffd5b6142148c828d0161415b565b909a5098505060208a013567ffffffffffffffff811115614233575f5ffd5b61423f8c828d01614199565b90985096505060408a0135945060608a0135935060808a013560ff81168114614266575f5ffd5b989b979a50959894979396929550929360a0810135935060c00135919050565b5f5f5f60408486031215614298575f5ffd5b83359250602084013567ffffffffffffffff8111156142b5575f5ffd5b6142c18682870161415b565b9497909650939450505050565b5f5f5f606084860312156142e0575f5ffd5b6142e98461411d565b92506142f76020850161411d565b929592945050506040919091013590565b5f5f5f5f5f6080868803121561431c575f5ffd5b8535945061432c6020870161411d565b935060408601359250606086013567ffffffffffffffff81111561434e575f5ffd5b61435a8882890161415b565b969995985093965092949392505050565b5f5f5f5f5f6060868803121561437f575f5ffd5b85359450602086013567ffffffffffffffff81111561439c575f5ffd5b6143a88882890161415b565b909550935050604086013567ffffffffffffffff81111561434e575f5ffd5b5f5f604083850312156143d8575f5ffd5b50508035926020909101359150565b5f602082840312156143f7575f5ffd5b611da08261411d565b7fff000000000000000000000000000000000000000000000000000000000000008816815260e060208201525f61443a60e08301896140dd565b828103604084015261444c81896140dd565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b818110156144a1578351835260209384019390920191600101614483565b50909b9a5050505050505050505050565b5f5f5f5f5f608086880312156144c6575f5ffd5b6144cf8661411d565b945061432c6020870161411d565b5f5f5f5f604085870312156144f0575f5ffd5b843567ffffffffffffffff811115614506575f5ffd5b6145128782880161415b565b909550935050602085013567ffffffffffffffff811115614531575f5ffd5b61453d87828801614199565b95989497509550505050565b5f5f6040838503121561455a575f5ffd5b6145638361411d565b915060208301358015158114614577575f5ffd5b809150509250929050565b5f5f5f5f5f60a08688031215614596575f5ffd5b8535945060208601359350604086013592506145b46060870161411d565b91506145c26080870161411d565b90509295509295909350565b5f5f604083850312156145df575f5ffd5b823591506145ef6020840161411d565b90509250929050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b6040805190810167ffffffffffffffff81118282101715614648576146486145f8565b60405290565b604051601f8201601f1916810167ffffffffffffffff81118282101715614677576146776145f8565b604052919050565b5f82601f83011261468e575f5ffd5b8135602083015f5f67ffffffffffffffff8411156146ae576146ae6145f8565b50601f8301601f19166020016146c38161464e565b9150508281528583830111156146d7575f5ffd5b828260208301375f92810160200192909252509392505050565b5f5f5f5f60808587031215614704575f5ffd5b61470d8561411d565b935061471b6020860161411d565b925060408501359150606085013567ffffffffffffffff81111561473d575f5ffd5b6147498782880161467f565b91505092959194509250565b5f5f5f5f5f60608688031215614769575f5ffd5b853567ffffffffffffffff81111561477f575f5ffd5b61478b8882890161415b565b909650945050602086013567ffffffffffffffff8111156147aa575f5ffd5b6147b688828901614199565b96999598509660400135949350505050565b5f5f5f5f608085870312156147db575f5ffd5b843593506147eb6020860161411d565b92506147f96040860161411d565b9396929550929360600135925050565b5f5f6040838503121561481a575f5ffd5b6148238361411d565b91506145ef6020840161411d565b5f5f60208385031215614842575f5ffd5b823567ffffffffffffffff811115614858575f5ffd5b6148648582860161415b565b90969095509350505050565b600181811c9082168061488457607f821691505b6020821081036148bb577f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b50919050565b5f602082840312156148d1575f5ffd5b5051919050565b5f67ffffffffffffffff8311156148f1576148f16145f8565b8260051b6149016020820161464e565b848152915082016020820185821115614918575f5ffd5b835b828110156149b757803567ffffffffffffffff811115614938575f5ffd5b850160408189031215614949575f5ffd5b614951614625565b813567ffffffffffffffff811115614967575f5ffd5b6149738a82850161467f565b825250602082013567ffffffffffffffff81111561498f575f5ffd5b61499b8a82850161467f565b602083015250808452505060208201915060208101905061491a565b5050509392505050565b5f611da03684846148d8565b601f8211156116af57805f5260205f20601f840160051c810160208510156149f25750805b601f840160051c820191505b81811015611730575f81556001016149fe565b67ffffffffffffffff831115614a2957614a296145f8565b614a3d83614a378354614870565b836149cd565b5f601f841160018114614a6e575f8515614a575750838201355b5f19600387901b1c1916600186901b178355611730565b5f83815260208120601f198716915b82811015614a9d5786850135825560209485019460019092019101614a7d565b5086821015614ab9575f1960f88860031b161c19848701351681555b505060018560011b0183555050505050565b60208152816020820152818360408301375f818301604090810191909152601f909201601f19160101919050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b6fffffffffffffffffffffffffffffffff828116828216039081111561091457610914614af9565b5f5f198203614b5f57614b5f614af9565b5060010190565b5f82518060208501845e5f920191825250919050565b604081525f614b8e60408301856140dd565b8281036020840152611c4e81856140dd565b604081525f614bb260408301846140dd565b8281036020938401525f81529190910192915050565b8181038181111561091457610914614af9565b8082018082111561091457610914614af9565b6bffffffffffffffffffffffff818116838216019081111561091457610914614af9565b5f5f60408385031215614c23575f5ffd5b823567ffffffffffffffff811115614c39575f5ffd5b614c458582860161467f565b925050602083013567ffffffffffffffff811115614c61575f5ffd5b8301601f81018513614c71575f5ffd5b614c80858235602084016148d8565b9150509250929050565b6bffffffffffffffffffffffff828116828216039081111561091457610914614af9565b6fffffffffffffffffffffffffffffffff818116838216019081111561091457610914614af9565b818382375f9101908152919050565b815167ffffffffffffffff811115614cff57614cff6145f8565b614d1381614d0d8454614870565b846149cd565b6020601f821160018114614d45575f8315614d2e5750848201515b5f19600385901b1c1916600184901b178455611730565b5f84815260208120601f198516915b82811015614d745787850151825560209485019460019092019101614d54565b5084821015614d9157868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b6001600160a01b03851681526001600160a01b0384166020820152826040820152608060608201525f614e3060808301846140dd565b9695505050505050565b5f60208284031215614e4a575f5ffd5b8151611da08161409556",
}

// AgentRegistry is an auto generated Go binding around an Ethereum contract.
type AgentRegistry struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AgentRegistry) GetABI() abi.ABI {
	return c.abi
}

// NewAgentRegistry creates a new instance of AgentRegistry.
func NewAgentRegistry() *AgentRegistry {
	parsed, err := AgentRegistryMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AgentRegistry{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AgentRegistry) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address stakeToken_, uint256 minStake_, uint64 unbondingPeriod_, address escrow_) returns()
func (agentRegistry *AgentRegistry) PackConstructor(stakeToken_ common.Address, minStake_ *big.Int, unbondingPeriod_ uint64, escrow_ common.Address) []byte {
	enc, err := agentRegistry.abi.Pack("", stakeToken_, minStake_, unbondingPeriod_, escrow_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackAGENTWALLETTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x296e5218.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function AGENT_WALLET_TYPEHASH() view returns(bytes32)
func (agentRegistry *AgentRegistry) PackAGENTWALLETTYPEHASH() []byte {
	enc, err := agentRegistry.abi.Pack("AGENT_WALLET_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAGENTWALLETTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x296e5218.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function AGENT_WALLET_TYPEHASH() view returns(bytes32)
func (agentRegistry *AgentRegistry) TryPackAGENTWALLETTYPEHASH() ([]byte, error) {
	return agentRegistry.abi.Pack("AGENT_WALLET_TYPEHASH")
}

// UnpackAGENTWALLETTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x296e5218.
//
// Solidity: function AGENT_WALLET_TYPEHASH() view returns(bytes32)
func (agentRegistry *AgentRegistry) UnpackAGENTWALLETTYPEHASH(data []byte) ([32]byte, error) {
	out, err := agentRegistry.abi.Unpack("AGENT_WALLET_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackMAXUNBONDINGPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e445d33.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_UNBONDING_PERIOD() view returns(uint64)
func (agentRegistry *AgentRegistry) PackMAXUNBONDINGPERIOD() []byte {
	enc, err := agentRegistry.abi.Pack("MAX_UNBONDING_PERIOD")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXUNBONDINGPERIOD is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8e445d33.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_UNBONDING_PERIOD() view returns(uint64)
func (agentRegistry *AgentRegistry) TryPackMAXUNBONDINGPERIOD() ([]byte, error) {
	return agentRegistry.abi.Pack("MAX_UNBONDING_PERIOD")
}

// UnpackMAXUNBONDINGPERIOD is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8e445d33.
//
// Solidity: function MAX_UNBONDING_PERIOD() view returns(uint64)
func (agentRegistry *AgentRegistry) UnpackMAXUNBONDINGPERIOD(data []byte) (uint64, error) {
	out, err := agentRegistry.abi.Unpack("MAX_UNBONDING_PERIOD", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackAgentStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb72f96c9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function agentStatus(uint256 agentId, address account) view returns(bool operator, uint256 stake)
func (agentRegistry *AgentRegistry) PackAgentStatus(agentId *big.Int, account common.Address) []byte {
	enc, err := agentRegistry.abi.Pack("agentStatus", agentId, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAgentStatus is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb72f96c9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function agentStatus(uint256 agentId, address account) view returns(bool operator, uint256 stake)
func (agentRegistry *AgentRegistry) TryPackAgentStatus(agentId *big.Int, account common.Address) ([]byte, error) {
	return agentRegistry.abi.Pack("agentStatus", agentId, account)
}

// AgentStatusOutput serves as a container for the return parameters of contract
// method AgentStatus.
type AgentStatusOutput struct {
	Operator bool
	Stake    *big.Int
}

// UnpackAgentStatus is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb72f96c9.
//
// Solidity: function agentStatus(uint256 agentId, address account) view returns(bool operator, uint256 stake)
func (agentRegistry *AgentRegistry) UnpackAgentStatus(data []byte) (AgentStatusOutput, error) {
	out, err := agentRegistry.abi.Unpack("agentStatus", data)
	outstruct := new(AgentStatusOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Operator = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.Stake = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackAgentURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78396cb3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function agentURI(uint256 agentId) view returns(string)
func (agentRegistry *AgentRegistry) PackAgentURI(agentId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("agentURI", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAgentURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x78396cb3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function agentURI(uint256 agentId) view returns(string)
func (agentRegistry *AgentRegistry) TryPackAgentURI(agentId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("agentURI", agentId)
}

// UnpackAgentURI is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x78396cb3.
//
// Solidity: function agentURI(uint256 agentId) view returns(string)
func (agentRegistry *AgentRegistry) UnpackAgentURI(data []byte) (string, error) {
	out, err := agentRegistry.abi.Unpack("agentURI", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address to, uint256 tokenId) returns()
func (agentRegistry *AgentRegistry) PackApprove(to common.Address, tokenId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("approve", to, tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address to, uint256 tokenId) returns()
func (agentRegistry *AgentRegistry) TryPackApprove(to common.Address, tokenId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("approve", to, tokenId)
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address owner) view returns(uint256)
func (agentRegistry *AgentRegistry) PackBalanceOf(owner common.Address) []byte {
	enc, err := agentRegistry.abi.Pack("balanceOf", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address owner) view returns(uint256)
func (agentRegistry *AgentRegistry) TryPackBalanceOf(owner common.Address) ([]byte, error) {
	return agentRegistry.abi.Pack("balanceOf", owner)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address owner) view returns(uint256)
func (agentRegistry *AgentRegistry) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := agentRegistry.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (agentRegistry *AgentRegistry) PackDomainSeparator() []byte {
	enc, err := agentRegistry.abi.Pack("domainSeparator")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDomainSeparator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf698da25.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (agentRegistry *AgentRegistry) TryPackDomainSeparator() ([]byte, error) {
	return agentRegistry.abi.Pack("domainSeparator")
}

// UnpackDomainSeparator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf698da25.
//
// Solidity: function domainSeparator() view returns(bytes32)
func (agentRegistry *AgentRegistry) UnpackDomainSeparator(data []byte) ([32]byte, error) {
	out, err := agentRegistry.abi.Unpack("domainSeparator", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAgentRegistryEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (agentRegistry *AgentRegistry) PackAgentRegistryEip712Domain() []byte {
	enc, err := agentRegistry.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAgentRegistryEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (agentRegistry *AgentRegistry) TryPackAgentRegistryEip712Domain() ([]byte, error) {
	return agentRegistry.abi.Pack("eip712Domain")
}

// AgentRegistryEip712DomainOutput serves as a container for the return parameters of contract
// method AgentRegistryEip712Domain.
type AgentRegistryEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackAgentRegistryEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryEip712Domain(data []byte) (AgentRegistryEip712DomainOutput, error) {
	out, err := agentRegistry.abi.Unpack("eip712Domain", data)
	outstruct := new(AgentRegistryEip712DomainOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Fields = *abi.ConvertType(out[0], new([1]byte)).(*[1]byte)
	outstruct.Name = *abi.ConvertType(out[1], new(string)).(*string)
	outstruct.Version = *abi.ConvertType(out[2], new(string)).(*string)
	outstruct.ChainId = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.VerifyingContract = *abi.ConvertType(out[4], new(common.Address)).(*common.Address)
	outstruct.Salt = *abi.ConvertType(out[5], new([32]byte)).(*[32]byte)
	outstruct.Extensions = *abi.ConvertType(out[6], new([]*big.Int)).(*[]*big.Int)
	return *outstruct, nil
}

// PackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function escrow() view returns(address)
func (agentRegistry *AgentRegistry) PackEscrow() []byte {
	enc, err := agentRegistry.abi.Pack("escrow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackEscrow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe2fdcc17.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function escrow() view returns(address)
func (agentRegistry *AgentRegistry) TryPackEscrow() ([]byte, error) {
	return agentRegistry.abi.Pack("escrow")
}

// UnpackEscrow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe2fdcc17.
//
// Solidity: function escrow() view returns(address)
func (agentRegistry *AgentRegistry) UnpackEscrow(data []byte) (common.Address, error) {
	out, err := agentRegistry.abi.Unpack("escrow", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00339509.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getAgentWallet(uint256 agentId) view returns(address)
func (agentRegistry *AgentRegistry) PackGetAgentWallet(agentId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("getAgentWallet", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x00339509.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getAgentWallet(uint256 agentId) view returns(address)
func (agentRegistry *AgentRegistry) TryPackGetAgentWallet(agentId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("getAgentWallet", agentId)
}

// UnpackGetAgentWallet is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x00339509.
//
// Solidity: function getAgentWallet(uint256 agentId) view returns(address)
func (agentRegistry *AgentRegistry) UnpackGetAgentWallet(data []byte) (common.Address, error) {
	out, err := agentRegistry.abi.Unpack("getAgentWallet", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x081812fc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getApproved(uint256 tokenId) view returns(address)
func (agentRegistry *AgentRegistry) PackGetApproved(tokenId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("getApproved", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetApproved is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x081812fc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getApproved(uint256 tokenId) view returns(address)
func (agentRegistry *AgentRegistry) TryPackGetApproved(tokenId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("getApproved", tokenId)
}

// UnpackGetApproved is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x081812fc.
//
// Solidity: function getApproved(uint256 tokenId) view returns(address)
func (agentRegistry *AgentRegistry) UnpackGetApproved(data []byte) (common.Address, error) {
	out, err := agentRegistry.abi.Unpack("getApproved", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackGetMetadata is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb4799f2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getMetadata(uint256 agentId, string metadataKey) view returns(bytes)
func (agentRegistry *AgentRegistry) PackGetMetadata(agentId *big.Int, metadataKey string) []byte {
	enc, err := agentRegistry.abi.Pack("getMetadata", agentId, metadataKey)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetMetadata is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcb4799f2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getMetadata(uint256 agentId, string metadataKey) view returns(bytes)
func (agentRegistry *AgentRegistry) TryPackGetMetadata(agentId *big.Int, metadataKey string) ([]byte, error) {
	return agentRegistry.abi.Pack("getMetadata", agentId, metadataKey)
}

// UnpackGetMetadata is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcb4799f2.
//
// Solidity: function getMetadata(uint256 agentId, string metadataKey) view returns(bytes)
func (agentRegistry *AgentRegistry) UnpackGetMetadata(data []byte) ([]byte, error) {
	out, err := agentRegistry.abi.Unpack("getMetadata", data)
	if err != nil {
		return *new([]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([]byte)).(*[]byte)
	return out0, nil
}

// PackIncreaseStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbec10cde.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function increaseStake(uint256 agentId, uint256 amount) returns()
func (agentRegistry *AgentRegistry) PackIncreaseStake(agentId *big.Int, amount *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("increaseStake", agentId, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIncreaseStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbec10cde.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function increaseStake(uint256 agentId, uint256 amount) returns()
func (agentRegistry *AgentRegistry) TryPackIncreaseStake(agentId *big.Int, amount *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("increaseStake", agentId, amount)
}

// PackIsActive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82afd23b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isActive(uint256 agentId) view returns(bool)
func (agentRegistry *AgentRegistry) PackIsActive(agentId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("isActive", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsActive is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x82afd23b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isActive(uint256 agentId) view returns(bool)
func (agentRegistry *AgentRegistry) TryPackIsActive(agentId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("isActive", agentId)
}

// UnpackIsActive is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x82afd23b.
//
// Solidity: function isActive(uint256 agentId) view returns(bool)
func (agentRegistry *AgentRegistry) UnpackIsActive(data []byte) (bool, error) {
	out, err := agentRegistry.abi.Unpack("isActive", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsAgentOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8d96dd2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isAgentOperator(uint256 agentId, address account) view returns(bool)
func (agentRegistry *AgentRegistry) PackIsAgentOperator(agentId *big.Int, account common.Address) []byte {
	enc, err := agentRegistry.abi.Pack("isAgentOperator", agentId, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsAgentOperator is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8d96dd2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isAgentOperator(uint256 agentId, address account) view returns(bool)
func (agentRegistry *AgentRegistry) TryPackIsAgentOperator(agentId *big.Int, account common.Address) ([]byte, error) {
	return agentRegistry.abi.Pack("isAgentOperator", agentId, account)
}

// UnpackIsAgentOperator is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe8d96dd2.
//
// Solidity: function isAgentOperator(uint256 agentId, address account) view returns(bool)
func (agentRegistry *AgentRegistry) UnpackIsAgentOperator(data []byte) (bool, error) {
	out, err := agentRegistry.abi.Unpack("isAgentOperator", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsApprovedForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe985e9c5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isApprovedForAll(address owner, address operator) view returns(bool)
func (agentRegistry *AgentRegistry) PackIsApprovedForAll(owner common.Address, operator common.Address) []byte {
	enc, err := agentRegistry.abi.Pack("isApprovedForAll", owner, operator)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsApprovedForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe985e9c5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isApprovedForAll(address owner, address operator) view returns(bool)
func (agentRegistry *AgentRegistry) TryPackIsApprovedForAll(owner common.Address, operator common.Address) ([]byte, error) {
	return agentRegistry.abi.Pack("isApprovedForAll", owner, operator)
}

// UnpackIsApprovedForAll is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe985e9c5.
//
// Solidity: function isApprovedForAll(address owner, address operator) view returns(bool)
func (agentRegistry *AgentRegistry) UnpackIsApprovedForAll(data []byte) (bool, error) {
	out, err := agentRegistry.abi.Unpack("isApprovedForAll", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackIsAuthorizedOrOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd95e72be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isAuthorizedOrOwner(address spender, uint256 agentId) view returns(bool)
func (agentRegistry *AgentRegistry) PackIsAuthorizedOrOwner(spender common.Address, agentId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("isAuthorizedOrOwner", spender, agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsAuthorizedOrOwner is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd95e72be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isAuthorizedOrOwner(address spender, uint256 agentId) view returns(bool)
func (agentRegistry *AgentRegistry) TryPackIsAuthorizedOrOwner(spender common.Address, agentId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("isAuthorizedOrOwner", spender, agentId)
}

// UnpackIsAuthorizedOrOwner is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd95e72be.
//
// Solidity: function isAuthorizedOrOwner(address spender, uint256 agentId) view returns(bool)
func (agentRegistry *AgentRegistry) UnpackIsAuthorizedOrOwner(data []byte) (bool, error) {
	out, err := agentRegistry.abi.Unpack("isAuthorizedOrOwner", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMinStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x375b3c0a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function minStake() view returns(uint256)
func (agentRegistry *AgentRegistry) PackMinStake() []byte {
	enc, err := agentRegistry.abi.Pack("minStake")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMinStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x375b3c0a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function minStake() view returns(uint256)
func (agentRegistry *AgentRegistry) TryPackMinStake() ([]byte, error) {
	return agentRegistry.abi.Pack("minStake")
}

// UnpackMinStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x375b3c0a.
//
// Solidity: function minStake() view returns(uint256)
func (agentRegistry *AgentRegistry) UnpackMinStake(data []byte) (*big.Int, error) {
	out, err := agentRegistry.abi.Unpack("minStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (agentRegistry *AgentRegistry) PackName() []byte {
	enc, err := agentRegistry.abi.Pack("name")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function name() view returns(string)
func (agentRegistry *AgentRegistry) TryPackName() ([]byte, error) {
	return agentRegistry.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (agentRegistry *AgentRegistry) UnpackName(data []byte) (string, error) {
	out, err := agentRegistry.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackOnTransferReceived is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88a7ca5c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function onTransferReceived(address , address from, uint256 value, bytes data) returns(bytes4)
func (agentRegistry *AgentRegistry) PackOnTransferReceived(arg0 common.Address, from common.Address, value *big.Int, data []byte) []byte {
	enc, err := agentRegistry.abi.Pack("onTransferReceived", arg0, from, value, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOnTransferReceived is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88a7ca5c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function onTransferReceived(address , address from, uint256 value, bytes data) returns(bytes4)
func (agentRegistry *AgentRegistry) TryPackOnTransferReceived(arg0 common.Address, from common.Address, value *big.Int, data []byte) ([]byte, error) {
	return agentRegistry.abi.Pack("onTransferReceived", arg0, from, value, data)
}

// UnpackOnTransferReceived is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x88a7ca5c.
//
// Solidity: function onTransferReceived(address , address from, uint256 value, bytes data) returns(bytes4)
func (agentRegistry *AgentRegistry) UnpackOnTransferReceived(data []byte) ([4]byte, error) {
	out, err := agentRegistry.abi.Unpack("onTransferReceived", data)
	if err != nil {
		return *new([4]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([4]byte)).(*[4]byte)
	return out0, nil
}

// PackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6352211e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function ownerOf(uint256 tokenId) view returns(address)
func (agentRegistry *AgentRegistry) PackOwnerOf(tokenId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("ownerOf", tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwnerOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6352211e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function ownerOf(uint256 tokenId) view returns(address)
func (agentRegistry *AgentRegistry) TryPackOwnerOf(tokenId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("ownerOf", tokenId)
}

// UnpackOwnerOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6352211e.
//
// Solidity: function ownerOf(uint256 tokenId) view returns(address)
func (agentRegistry *AgentRegistry) UnpackOwnerOf(data []byte) (common.Address, error) {
	out, err := agentRegistry.abi.Unpack("ownerOf", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackPayoutAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b2c1793.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function payoutAddress(uint256 agentId) view returns(address)
func (agentRegistry *AgentRegistry) PackPayoutAddress(agentId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("payoutAddress", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPayoutAddress is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b2c1793.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function payoutAddress(uint256 agentId) view returns(address)
func (agentRegistry *AgentRegistry) TryPackPayoutAddress(agentId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("payoutAddress", agentId)
}

// UnpackPayoutAddress is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9b2c1793.
//
// Solidity: function payoutAddress(uint256 agentId) view returns(address)
func (agentRegistry *AgentRegistry) UnpackPayoutAddress(data []byte) (common.Address, error) {
	out, err := agentRegistry.abi.Unpack("payoutAddress", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1aa3a008.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register() returns(uint256 agentId)
func (agentRegistry *AgentRegistry) PackRegister() []byte {
	enc, err := agentRegistry.abi.Pack("register")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1aa3a008.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register() returns(uint256 agentId)
func (agentRegistry *AgentRegistry) TryPackRegister() ([]byte, error) {
	return agentRegistry.abi.Pack("register")
}

// UnpackRegister is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1aa3a008.
//
// Solidity: function register() returns(uint256 agentId)
func (agentRegistry *AgentRegistry) UnpackRegister(data []byte) (*big.Int, error) {
	out, err := agentRegistry.abi.Unpack("register", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegister0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ea42286.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(string agentURI_, (string,bytes)[] metadata) returns(uint256 agentId)
func (agentRegistry *AgentRegistry) PackRegister0(agentURI string, metadata []IAgentRegistryMetadataEntry) []byte {
	enc, err := agentRegistry.abi.Pack("register0", agentURI, metadata)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ea42286.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(string agentURI_, (string,bytes)[] metadata) returns(uint256 agentId)
func (agentRegistry *AgentRegistry) TryPackRegister0(agentURI string, metadata []IAgentRegistryMetadataEntry) ([]byte, error) {
	return agentRegistry.abi.Pack("register0", agentURI, metadata)
}

// UnpackRegister0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8ea42286.
//
// Solidity: function register(string agentURI_, (string,bytes)[] metadata) returns(uint256 agentId)
func (agentRegistry *AgentRegistry) UnpackRegister0(data []byte) (*big.Int, error) {
	out, err := agentRegistry.abi.Unpack("register0", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegister1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4ec31e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(string agentURI_, (string,bytes)[] metadata, uint256 stakeAmount) returns(uint256 agentId)
func (agentRegistry *AgentRegistry) PackRegister1(agentURI string, metadata []IAgentRegistryMetadataEntry, stakeAmount *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("register1", agentURI, metadata, stakeAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister1 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbc4ec31e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(string agentURI_, (string,bytes)[] metadata, uint256 stakeAmount) returns(uint256 agentId)
func (agentRegistry *AgentRegistry) TryPackRegister1(agentURI string, metadata []IAgentRegistryMetadataEntry, stakeAmount *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("register1", agentURI, metadata, stakeAmount)
}

// UnpackRegister1 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbc4ec31e.
//
// Solidity: function register(string agentURI_, (string,bytes)[] metadata, uint256 stakeAmount) returns(uint256 agentId)
func (agentRegistry *AgentRegistry) UnpackRegister1(data []byte) (*big.Int, error) {
	out, err := agentRegistry.abi.Unpack("register1", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegister2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2c298be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function register(string agentURI_) returns(uint256 agentId)
func (agentRegistry *AgentRegistry) PackRegister2(agentURI string) []byte {
	enc, err := agentRegistry.abi.Pack("register2", agentURI)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegister2 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf2c298be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function register(string agentURI_) returns(uint256 agentId)
func (agentRegistry *AgentRegistry) TryPackRegister2(agentURI string) ([]byte, error) {
	return agentRegistry.abi.Pack("register2", agentURI)
}

// UnpackRegister2 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf2c298be.
//
// Solidity: function register(string agentURI_) returns(uint256 agentId)
func (agentRegistry *AgentRegistry) UnpackRegister2(data []byte) (*big.Int, error) {
	out, err := agentRegistry.abi.Unpack("register2", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegisterWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a960a2a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registerWithPermit(string agentURI_, (string,bytes)[] metadata, uint256 stakeAmount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns(uint256 agentId)
func (agentRegistry *AgentRegistry) PackRegisterWithPermit(agentURI string, metadata []IAgentRegistryMetadataEntry, stakeAmount *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := agentRegistry.abi.Pack("registerWithPermit", agentURI, metadata, stakeAmount, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegisterWithPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a960a2a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registerWithPermit(string agentURI_, (string,bytes)[] metadata, uint256 stakeAmount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns(uint256 agentId)
func (agentRegistry *AgentRegistry) TryPackRegisterWithPermit(agentURI string, metadata []IAgentRegistryMetadataEntry, stakeAmount *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return agentRegistry.abi.Pack("registerWithPermit", agentURI, metadata, stakeAmount, deadline, v, r, s)
}

// UnpackRegisterWithPermit is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0a960a2a.
//
// Solidity: function registerWithPermit(string agentURI_, (string,bytes)[] metadata, uint256 stakeAmount, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns(uint256 agentId)
func (agentRegistry *AgentRegistry) UnpackRegisterWithPermit(data []byte) (*big.Int, error) {
	out, err := agentRegistry.abi.Unpack("registerWithPermit", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8679e21.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function release(uint256 agentId, uint256 amount, uint256 slashAmount, address slashTo, address requester) returns(address payout, bool requesterIsAgentSide, uint256 slashed)
func (agentRegistry *AgentRegistry) PackRelease(agentId *big.Int, amount *big.Int, slashAmount *big.Int, slashTo common.Address, requester common.Address) []byte {
	enc, err := agentRegistry.abi.Pack("release", agentId, amount, slashAmount, slashTo, requester)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRelease is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa8679e21.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function release(uint256 agentId, uint256 amount, uint256 slashAmount, address slashTo, address requester) returns(address payout, bool requesterIsAgentSide, uint256 slashed)
func (agentRegistry *AgentRegistry) TryPackRelease(agentId *big.Int, amount *big.Int, slashAmount *big.Int, slashTo common.Address, requester common.Address) ([]byte, error) {
	return agentRegistry.abi.Pack("release", agentId, amount, slashAmount, slashTo, requester)
}

// ReleaseOutput serves as a container for the return parameters of contract
// method Release.
type ReleaseOutput struct {
	Payout               common.Address
	RequesterIsAgentSide bool
	Slashed              *big.Int
}

// UnpackRelease is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa8679e21.
//
// Solidity: function release(uint256 agentId, uint256 amount, uint256 slashAmount, address slashTo, address requester) returns(address payout, bool requesterIsAgentSide, uint256 slashed)
func (agentRegistry *AgentRegistry) UnpackRelease(data []byte) (ReleaseOutput, error) {
	out, err := agentRegistry.abi.Unpack("release", data)
	outstruct := new(ReleaseOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Payout = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.RequesterIsAgentSide = *abi.ConvertType(out[1], new(bool)).(*bool)
	outstruct.Slashed = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackRequestUnstake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68d4341f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestUnstake(uint256 agentId, uint256 amount) returns()
func (agentRegistry *AgentRegistry) PackRequestUnstake(agentId *big.Int, amount *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("requestUnstake", agentId, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestUnstake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x68d4341f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestUnstake(uint256 agentId, uint256 amount) returns()
func (agentRegistry *AgentRegistry) TryPackRequestUnstake(agentId *big.Int, amount *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("requestUnstake", agentId, amount)
}

// PackReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2af702f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reserve(uint256 agentId, address account, address arbiter, uint256 amount) returns(bool operator, bool arbiterIsAgentSide, uint256 stake, uint256 reserved)
func (agentRegistry *AgentRegistry) PackReserve(agentId *big.Int, account common.Address, arbiter common.Address, amount *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("reserve", agentId, account, arbiter, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReserve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd2af702f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reserve(uint256 agentId, address account, address arbiter, uint256 amount) returns(bool operator, bool arbiterIsAgentSide, uint256 stake, uint256 reserved)
func (agentRegistry *AgentRegistry) TryPackReserve(agentId *big.Int, account common.Address, arbiter common.Address, amount *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("reserve", agentId, account, arbiter, amount)
}

// ReserveOutput serves as a container for the return parameters of contract
// method Reserve.
type ReserveOutput struct {
	Operator           bool
	ArbiterIsAgentSide bool
	Stake              *big.Int
	Reserved           *big.Int
}

// UnpackReserve is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd2af702f.
//
// Solidity: function reserve(uint256 agentId, address account, address arbiter, uint256 amount) returns(bool operator, bool arbiterIsAgentSide, uint256 stake, uint256 reserved)
func (agentRegistry *AgentRegistry) UnpackReserve(data []byte) (ReserveOutput, error) {
	out, err := agentRegistry.abi.Unpack("reserve", data)
	outstruct := new(ReserveOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Operator = *abi.ConvertType(out[0], new(bool)).(*bool)
	outstruct.ArbiterIsAgentSide = *abi.ConvertType(out[1], new(bool)).(*bool)
	outstruct.Stake = abi.ConvertType(out[2], new(big.Int)).(*big.Int)
	outstruct.Reserved = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	return *outstruct, nil
}

// PackReservedOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5fb8e5be.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reservedOf(uint256 agentId) view returns(uint256)
func (agentRegistry *AgentRegistry) PackReservedOf(agentId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("reservedOf", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReservedOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5fb8e5be.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reservedOf(uint256 agentId) view returns(uint256)
func (agentRegistry *AgentRegistry) TryPackReservedOf(agentId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("reservedOf", agentId)
}

// UnpackReservedOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x5fb8e5be.
//
// Solidity: function reservedOf(uint256 agentId) view returns(uint256)
func (agentRegistry *AgentRegistry) UnpackReservedOf(data []byte) (*big.Int, error) {
	out, err := agentRegistry.abi.Unpack("reservedOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackSafeTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42842e0e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId) returns()
func (agentRegistry *AgentRegistry) PackSafeTransferFrom(from common.Address, to common.Address, tokenId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("safeTransferFrom", from, to, tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSafeTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x42842e0e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId) returns()
func (agentRegistry *AgentRegistry) TryPackSafeTransferFrom(from common.Address, to common.Address, tokenId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("safeTransferFrom", from, to, tokenId)
}

// PackSafeTransferFrom0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb88d4fde.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId, bytes data) returns()
func (agentRegistry *AgentRegistry) PackSafeTransferFrom0(from common.Address, to common.Address, tokenId *big.Int, data []byte) []byte {
	enc, err := agentRegistry.abi.Pack("safeTransferFrom0", from, to, tokenId, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSafeTransferFrom0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb88d4fde.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function safeTransferFrom(address from, address to, uint256 tokenId, bytes data) returns()
func (agentRegistry *AgentRegistry) TryPackSafeTransferFrom0(from common.Address, to common.Address, tokenId *big.Int, data []byte) ([]byte, error) {
	return agentRegistry.abi.Pack("safeTransferFrom0", from, to, tokenId, data)
}

// PackSetAgentURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0af28bd3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAgentURI(uint256 agentId, string newURI) returns()
func (agentRegistry *AgentRegistry) PackSetAgentURI(agentId *big.Int, newURI string) []byte {
	enc, err := agentRegistry.abi.Pack("setAgentURI", agentId, newURI)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAgentURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0af28bd3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAgentURI(uint256 agentId, string newURI) returns()
func (agentRegistry *AgentRegistry) TryPackSetAgentURI(agentId *big.Int, newURI string) ([]byte, error) {
	return agentRegistry.abi.Pack("setAgentURI", agentId, newURI)
}

// PackSetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d1ef5ae.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setAgentWallet(uint256 agentId, address newWallet, uint256 deadline, bytes signature) returns()
func (agentRegistry *AgentRegistry) PackSetAgentWallet(agentId *big.Int, newWallet common.Address, deadline *big.Int, signature []byte) []byte {
	enc, err := agentRegistry.abi.Pack("setAgentWallet", agentId, newWallet, deadline, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2d1ef5ae.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setAgentWallet(uint256 agentId, address newWallet, uint256 deadline, bytes signature) returns()
func (agentRegistry *AgentRegistry) TryPackSetAgentWallet(agentId *big.Int, newWallet common.Address, deadline *big.Int, signature []byte) ([]byte, error) {
	return agentRegistry.abi.Pack("setAgentWallet", agentId, newWallet, deadline, signature)
}

// PackSetApprovalForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa22cb465.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setApprovalForAll(address operator, bool approved) returns()
func (agentRegistry *AgentRegistry) PackSetApprovalForAll(operator common.Address, approved bool) []byte {
	enc, err := agentRegistry.abi.Pack("setApprovalForAll", operator, approved)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetApprovalForAll is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa22cb465.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setApprovalForAll(address operator, bool approved) returns()
func (agentRegistry *AgentRegistry) TryPackSetApprovalForAll(operator common.Address, approved bool) ([]byte, error) {
	return agentRegistry.abi.Pack("setApprovalForAll", operator, approved)
}

// PackSetMetadata is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x466648da.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function setMetadata(uint256 agentId, string metadataKey, bytes metadataValue) returns()
func (agentRegistry *AgentRegistry) PackSetMetadata(agentId *big.Int, metadataKey string, metadataValue []byte) []byte {
	enc, err := agentRegistry.abi.Pack("setMetadata", agentId, metadataKey, metadataValue)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSetMetadata is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x466648da.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function setMetadata(uint256 agentId, string metadataKey, bytes metadataValue) returns()
func (agentRegistry *AgentRegistry) TryPackSetMetadata(agentId *big.Int, metadataKey string, metadataValue []byte) ([]byte, error) {
	return agentRegistry.abi.Pack("setMetadata", agentId, metadataKey, metadataValue)
}

// PackStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a66539.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeOf(uint256 agentId) view returns(uint256)
func (agentRegistry *AgentRegistry) PackStakeOf(agentId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("stakeOf", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a66539.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeOf(uint256 agentId) view returns(uint256)
func (agentRegistry *AgentRegistry) TryPackStakeOf(agentId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("stakeOf", agentId)
}

// UnpackStakeOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24a66539.
//
// Solidity: function stakeOf(uint256 agentId) view returns(uint256)
func (agentRegistry *AgentRegistry) UnpackStakeOf(data []byte) (*big.Int, error) {
	out, err := agentRegistry.abi.Unpack("stakeOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackStakeToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51ed6a30.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function stakeToken() view returns(address)
func (agentRegistry *AgentRegistry) PackStakeToken() []byte {
	enc, err := agentRegistry.abi.Pack("stakeToken")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeToken is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x51ed6a30.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function stakeToken() view returns(address)
func (agentRegistry *AgentRegistry) TryPackStakeToken() ([]byte, error) {
	return agentRegistry.abi.Pack("stakeToken")
}

// UnpackStakeToken is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x51ed6a30.
//
// Solidity: function stakeToken() view returns(address)
func (agentRegistry *AgentRegistry) UnpackStakeToken(data []byte) (common.Address, error) {
	out, err := agentRegistry.abi.Unpack("stakeToken", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (agentRegistry *AgentRegistry) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := agentRegistry.abi.Pack("supportsInterface", interfaceId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (agentRegistry *AgentRegistry) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return agentRegistry.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (agentRegistry *AgentRegistry) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := agentRegistry.abi.Unpack("supportsInterface", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (agentRegistry *AgentRegistry) PackSymbol() []byte {
	enc, err := agentRegistry.abi.Pack("symbol")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function symbol() view returns(string)
func (agentRegistry *AgentRegistry) TryPackSymbol() ([]byte, error) {
	return agentRegistry.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (agentRegistry *AgentRegistry) UnpackSymbol(data []byte) (string, error) {
	out, err := agentRegistry.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTokenURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc87b56dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function tokenURI(uint256 agentId) view returns(string)
func (agentRegistry *AgentRegistry) PackTokenURI(agentId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("tokenURI", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTokenURI is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc87b56dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function tokenURI(uint256 agentId) view returns(string)
func (agentRegistry *AgentRegistry) TryPackTokenURI(agentId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("tokenURI", agentId)
}

// UnpackTokenURI is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc87b56dd.
//
// Solidity: function tokenURI(uint256 agentId) view returns(string)
func (agentRegistry *AgentRegistry) UnpackTokenURI(data []byte) (string, error) {
	out, err := agentRegistry.abi.Unpack("tokenURI", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalAgents is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5053712.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalAgents() view returns(uint256)
func (agentRegistry *AgentRegistry) PackTotalAgents() []byte {
	enc, err := agentRegistry.abi.Pack("totalAgents")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalAgents is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc5053712.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalAgents() view returns(uint256)
func (agentRegistry *AgentRegistry) TryPackTotalAgents() ([]byte, error) {
	return agentRegistry.abi.Pack("totalAgents")
}

// UnpackTotalAgents is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc5053712.
//
// Solidity: function totalAgents() view returns(uint256)
func (agentRegistry *AgentRegistry) UnpackTotalAgents(data []byte) (*big.Int, error) {
	out, err := agentRegistry.abi.Unpack("totalAgents", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTotalStaked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x817b1cd2.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalStaked() view returns(uint256)
func (agentRegistry *AgentRegistry) PackTotalStaked() []byte {
	enc, err := agentRegistry.abi.Pack("totalStaked")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalStaked is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x817b1cd2.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalStaked() view returns(uint256)
func (agentRegistry *AgentRegistry) TryPackTotalStaked() ([]byte, error) {
	return agentRegistry.abi.Pack("totalStaked")
}

// UnpackTotalStaked is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x817b1cd2.
//
// Solidity: function totalStaked() view returns(uint256)
func (agentRegistry *AgentRegistry) UnpackTotalStaked(data []byte) (*big.Int, error) {
	out, err := agentRegistry.abi.Unpack("totalStaked", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 tokenId) returns()
func (agentRegistry *AgentRegistry) PackTransferFrom(from common.Address, to common.Address, tokenId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("transferFrom", from, to, tokenId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 tokenId) returns()
func (agentRegistry *AgentRegistry) TryPackTransferFrom(from common.Address, to common.Address, tokenId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("transferFrom", from, to, tokenId)
}

// PackUnbondingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c46345f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unbondingOf(uint256 agentId) view returns(uint256 amount, uint64 readyAt)
func (agentRegistry *AgentRegistry) PackUnbondingOf(agentId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("unbondingOf", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnbondingOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c46345f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unbondingOf(uint256 agentId) view returns(uint256 amount, uint64 readyAt)
func (agentRegistry *AgentRegistry) TryPackUnbondingOf(agentId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("unbondingOf", agentId)
}

// UnbondingOfOutput serves as a container for the return parameters of contract
// method UnbondingOf.
type UnbondingOfOutput struct {
	Amount  *big.Int
	ReadyAt uint64
}

// UnpackUnbondingOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9c46345f.
//
// Solidity: function unbondingOf(uint256 agentId) view returns(uint256 amount, uint64 readyAt)
func (agentRegistry *AgentRegistry) UnpackUnbondingOf(data []byte) (UnbondingOfOutput, error) {
	out, err := agentRegistry.abi.Unpack("unbondingOf", data)
	outstruct := new(UnbondingOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Amount = abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	outstruct.ReadyAt = *abi.ConvertType(out[1], new(uint64)).(*uint64)
	return *outstruct, nil
}

// PackUnbondingPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6cf6d675.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unbondingPeriod() view returns(uint64)
func (agentRegistry *AgentRegistry) PackUnbondingPeriod() []byte {
	enc, err := agentRegistry.abi.Pack("unbondingPeriod")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnbondingPeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6cf6d675.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unbondingPeriod() view returns(uint64)
func (agentRegistry *AgentRegistry) TryPackUnbondingPeriod() ([]byte, error) {
	return agentRegistry.abi.Pack("unbondingPeriod")
}

// UnpackUnbondingPeriod is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6cf6d675.
//
// Solidity: function unbondingPeriod() view returns(uint64)
func (agentRegistry *AgentRegistry) UnpackUnbondingPeriod(data []byte) (uint64, error) {
	out, err := agentRegistry.abi.Unpack("unbondingPeriod", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackUnsetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fddcf19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function unsetAgentWallet(uint256 agentId) returns()
func (agentRegistry *AgentRegistry) PackUnsetAgentWallet(agentId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("unsetAgentWallet", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackUnsetAgentWallet is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3fddcf19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function unsetAgentWallet(uint256 agentId) returns()
func (agentRegistry *AgentRegistry) TryPackUnsetAgentWallet(agentId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("unsetAgentWallet", agentId)
}

// PackWalletNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27696d45.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function walletNonce(uint256 agentId) view returns(uint256)
func (agentRegistry *AgentRegistry) PackWalletNonce(agentId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("walletNonce", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWalletNonce is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x27696d45.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function walletNonce(uint256 agentId) view returns(uint256)
func (agentRegistry *AgentRegistry) TryPackWalletNonce(agentId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("walletNonce", agentId)
}

// UnpackWalletNonce is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x27696d45.
//
// Solidity: function walletNonce(uint256 agentId) view returns(uint256)
func (agentRegistry *AgentRegistry) UnpackWalletNonce(data []byte) (*big.Int, error) {
	out, err := agentRegistry.abi.Unpack("walletNonce", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWithdrawStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25d5971f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawStake(uint256 agentId) returns()
func (agentRegistry *AgentRegistry) PackWithdrawStake(agentId *big.Int) []byte {
	enc, err := agentRegistry.abi.Pack("withdrawStake", agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x25d5971f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawStake(uint256 agentId) returns()
func (agentRegistry *AgentRegistry) TryPackWithdrawStake(agentId *big.Int) ([]byte, error) {
	return agentRegistry.abi.Pack("withdrawStake", agentId)
}

// AgentRegistryAgentWalletSet represents a AgentWalletSet event raised by the AgentRegistry contract.
type AgentRegistryAgentWalletSet struct {
	AgentId *big.Int
	Wallet  common.Address
	SetBy   common.Address
	Raw     *types.Log // Blockchain specific contextual infos
}

const AgentRegistryAgentWalletSetEventName = "AgentWalletSet"

// ContractEventName returns the user-defined event name.
func (AgentRegistryAgentWalletSet) ContractEventName() string {
	return AgentRegistryAgentWalletSetEventName
}

// UnpackAgentWalletSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AgentWalletSet(uint256 indexed agentId, address indexed wallet, address indexed setBy)
func (agentRegistry *AgentRegistry) UnpackAgentWalletSetEvent(log *types.Log) (*AgentRegistryAgentWalletSet, error) {
	event := "AgentWalletSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRegistryAgentWalletSet)
	if len(log.Data) > 0 {
		if err := agentRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AgentRegistryApproval represents a Approval event raised by the AgentRegistry contract.
type AgentRegistryApproval struct {
	Owner    common.Address
	Approved common.Address
	TokenId  *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const AgentRegistryApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (AgentRegistryApproval) ContractEventName() string {
	return AgentRegistryApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId)
func (agentRegistry *AgentRegistry) UnpackApprovalEvent(log *types.Log) (*AgentRegistryApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRegistryApproval)
	if len(log.Data) > 0 {
		if err := agentRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AgentRegistryApprovalForAll represents a ApprovalForAll event raised by the AgentRegistry contract.
type AgentRegistryApprovalForAll struct {
	Owner    common.Address
	Operator common.Address
	Approved bool
	Raw      *types.Log // Blockchain specific contextual infos
}

const AgentRegistryApprovalForAllEventName = "ApprovalForAll"

// ContractEventName returns the user-defined event name.
func (AgentRegistryApprovalForAll) ContractEventName() string {
	return AgentRegistryApprovalForAllEventName
}

// UnpackApprovalForAllEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ApprovalForAll(address indexed owner, address indexed operator, bool approved)
func (agentRegistry *AgentRegistry) UnpackApprovalForAllEvent(log *types.Log) (*AgentRegistryApprovalForAll, error) {
	event := "ApprovalForAll"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRegistryApprovalForAll)
	if len(log.Data) > 0 {
		if err := agentRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AgentRegistryEIP712DomainChanged represents a EIP712DomainChanged event raised by the AgentRegistry contract.
type AgentRegistryEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const AgentRegistryEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (AgentRegistryEIP712DomainChanged) ContractEventName() string {
	return AgentRegistryEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (agentRegistry *AgentRegistry) UnpackEIP712DomainChangedEvent(log *types.Log) (*AgentRegistryEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRegistryEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := agentRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AgentRegistryMetadataSet represents a MetadataSet event raised by the AgentRegistry contract.
type AgentRegistryMetadataSet struct {
	AgentId            *big.Int
	IndexedMetadataKey common.Hash
	MetadataKey        string
	MetadataValue      []byte
	Raw                *types.Log // Blockchain specific contextual infos
}

const AgentRegistryMetadataSetEventName = "MetadataSet"

// ContractEventName returns the user-defined event name.
func (AgentRegistryMetadataSet) ContractEventName() string {
	return AgentRegistryMetadataSetEventName
}

// UnpackMetadataSetEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event MetadataSet(uint256 indexed agentId, string indexed indexedMetadataKey, string metadataKey, bytes metadataValue)
func (agentRegistry *AgentRegistry) UnpackMetadataSetEvent(log *types.Log) (*AgentRegistryMetadataSet, error) {
	event := "MetadataSet"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRegistryMetadataSet)
	if len(log.Data) > 0 {
		if err := agentRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AgentRegistryRegistered represents a Registered event raised by the AgentRegistry contract.
type AgentRegistryRegistered struct {
	AgentId  *big.Int
	AgentURI string
	Owner    common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const AgentRegistryRegisteredEventName = "Registered"

// ContractEventName returns the user-defined event name.
func (AgentRegistryRegistered) ContractEventName() string {
	return AgentRegistryRegisteredEventName
}

// UnpackRegisteredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Registered(uint256 indexed agentId, string agentURI, address indexed owner)
func (agentRegistry *AgentRegistry) UnpackRegisteredEvent(log *types.Log) (*AgentRegistryRegistered, error) {
	event := "Registered"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRegistryRegistered)
	if len(log.Data) > 0 {
		if err := agentRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AgentRegistrySlashed represents a Slashed event raised by the AgentRegistry contract.
type AgentRegistrySlashed struct {
	AgentId   *big.Int
	Amount    *big.Int
	Recipient common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const AgentRegistrySlashedEventName = "Slashed"

// ContractEventName returns the user-defined event name.
func (AgentRegistrySlashed) ContractEventName() string {
	return AgentRegistrySlashedEventName
}

// UnpackSlashedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Slashed(uint256 indexed agentId, uint256 amount, address indexed recipient)
func (agentRegistry *AgentRegistry) UnpackSlashedEvent(log *types.Log) (*AgentRegistrySlashed, error) {
	event := "Slashed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRegistrySlashed)
	if len(log.Data) > 0 {
		if err := agentRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AgentRegistryStakeIncreased represents a StakeIncreased event raised by the AgentRegistry contract.
type AgentRegistryStakeIncreased struct {
	AgentId *big.Int
	From    common.Address
	Amount  *big.Int
	Stake   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const AgentRegistryStakeIncreasedEventName = "StakeIncreased"

// ContractEventName returns the user-defined event name.
func (AgentRegistryStakeIncreased) ContractEventName() string {
	return AgentRegistryStakeIncreasedEventName
}

// UnpackStakeIncreasedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StakeIncreased(uint256 indexed agentId, address indexed from, uint256 amount, uint256 stake)
func (agentRegistry *AgentRegistry) UnpackStakeIncreasedEvent(log *types.Log) (*AgentRegistryStakeIncreased, error) {
	event := "StakeIncreased"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRegistryStakeIncreased)
	if len(log.Data) > 0 {
		if err := agentRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AgentRegistryStakeWithdrawn represents a StakeWithdrawn event raised by the AgentRegistry contract.
type AgentRegistryStakeWithdrawn struct {
	AgentId *big.Int
	To      common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const AgentRegistryStakeWithdrawnEventName = "StakeWithdrawn"

// ContractEventName returns the user-defined event name.
func (AgentRegistryStakeWithdrawn) ContractEventName() string {
	return AgentRegistryStakeWithdrawnEventName
}

// UnpackStakeWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event StakeWithdrawn(uint256 indexed agentId, address indexed to, uint256 amount)
func (agentRegistry *AgentRegistry) UnpackStakeWithdrawnEvent(log *types.Log) (*AgentRegistryStakeWithdrawn, error) {
	event := "StakeWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRegistryStakeWithdrawn)
	if len(log.Data) > 0 {
		if err := agentRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AgentRegistryTransfer represents a Transfer event raised by the AgentRegistry contract.
type AgentRegistryTransfer struct {
	From    common.Address
	To      common.Address
	TokenId *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const AgentRegistryTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (AgentRegistryTransfer) ContractEventName() string {
	return AgentRegistryTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)
func (agentRegistry *AgentRegistry) UnpackTransferEvent(log *types.Log) (*AgentRegistryTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRegistryTransfer)
	if len(log.Data) > 0 {
		if err := agentRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AgentRegistryURIUpdated represents a URIUpdated event raised by the AgentRegistry contract.
type AgentRegistryURIUpdated struct {
	AgentId   *big.Int
	NewURI    string
	UpdatedBy common.Address
	Raw       *types.Log // Blockchain specific contextual infos
}

const AgentRegistryURIUpdatedEventName = "URIUpdated"

// ContractEventName returns the user-defined event name.
func (AgentRegistryURIUpdated) ContractEventName() string {
	return AgentRegistryURIUpdatedEventName
}

// UnpackURIUpdatedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event URIUpdated(uint256 indexed agentId, string newURI, address indexed updatedBy)
func (agentRegistry *AgentRegistry) UnpackURIUpdatedEvent(log *types.Log) (*AgentRegistryURIUpdated, error) {
	event := "URIUpdated"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRegistryURIUpdated)
	if len(log.Data) > 0 {
		if err := agentRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// AgentRegistryUnstakeRequested represents a UnstakeRequested event raised by the AgentRegistry contract.
type AgentRegistryUnstakeRequested struct {
	AgentId   *big.Int
	Amount    *big.Int
	Unbonding *big.Int
	ReadyAt   uint64
	Raw       *types.Log // Blockchain specific contextual infos
}

const AgentRegistryUnstakeRequestedEventName = "UnstakeRequested"

// ContractEventName returns the user-defined event name.
func (AgentRegistryUnstakeRequested) ContractEventName() string {
	return AgentRegistryUnstakeRequestedEventName
}

// UnpackUnstakeRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event UnstakeRequested(uint256 indexed agentId, uint256 amount, uint256 unbonding, uint64 readyAt)
func (agentRegistry *AgentRegistry) UnpackUnstakeRequestedEvent(log *types.Log) (*AgentRegistryUnstakeRequested, error) {
	event := "UnstakeRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != agentRegistry.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AgentRegistryUnstakeRequested)
	if len(log.Data) > 0 {
		if err := agentRegistry.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range agentRegistry.abi.Events[event].Inputs {
		if arg.Indexed {
			indexed = append(indexed, arg)
		}
	}
	if err := abi.ParseTopics(out, indexed, log.Topics[1:]); err != nil {
		return nil, err
	}
	out.Raw = log
	return out, nil
}

// UnpackError attempts to decode the provided error data using user-defined
// error definitions.
func (agentRegistry *AgentRegistry) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryBadParameter"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryBadParameterError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryBadRegistrationData"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryBadRegistrationDataError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryExpiredSignature"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryExpiredSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryInsufficientStake"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryInsufficientStakeError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryInvalidSignature"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryNotAuthorized"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryNotAuthorizedError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryNotEscrow"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryNotEscrowError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryNotStakeToken"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryNotStakeTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryNothingToWithdraw"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryNothingToWithdrawError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryReservedMetadataKey"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryReservedMetadataKeyError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryStakeOverflow"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryStakeOverflowError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryStakeTooLow"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryStakeTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryStillUnbonding"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryStillUnbondingError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryZeroAddress"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["AgentRegistryZeroAmount"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackAgentRegistryZeroAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["ERC721IncorrectOwner"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackERC721IncorrectOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["ERC721InsufficientApproval"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackERC721InsufficientApprovalError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["ERC721InvalidApprover"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackERC721InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["ERC721InvalidOperator"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackERC721InvalidOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["ERC721InvalidOwner"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackERC721InvalidOwnerError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["ERC721InvalidReceiver"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackERC721InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["ERC721InvalidSender"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackERC721InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["ERC721NonexistentToken"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackERC721NonexistentTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], agentRegistry.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return agentRegistry.UnpackStringTooLongError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AgentRegistryAgentRegistryBadParameter represents a AgentRegistryBadParameter error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryBadParameter struct {
	Name string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryBadParameter(string name)
func AgentRegistryAgentRegistryBadParameterErrorID() common.Hash {
	return common.HexToHash("0x3db0eff7b292e13db72b55356aacad6864968e961b9f11f9ee65976f6f837e56")
}

// UnpackAgentRegistryBadParameterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryBadParameter(string name)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryBadParameterError(raw []byte) (*AgentRegistryAgentRegistryBadParameter, error) {
	out := new(AgentRegistryAgentRegistryBadParameter)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryBadParameter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryBadRegistrationData represents a AgentRegistryBadRegistrationData error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryBadRegistrationData struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryBadRegistrationData()
func AgentRegistryAgentRegistryBadRegistrationDataErrorID() common.Hash {
	return common.HexToHash("0x3f25c70c53726c2579cac5622bbebb768cb42b38e60781dfce757e7498df39ed")
}

// UnpackAgentRegistryBadRegistrationDataError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryBadRegistrationData()
func (agentRegistry *AgentRegistry) UnpackAgentRegistryBadRegistrationDataError(raw []byte) (*AgentRegistryAgentRegistryBadRegistrationData, error) {
	out := new(AgentRegistryAgentRegistryBadRegistrationData)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryBadRegistrationData", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryExpiredSignature represents a AgentRegistryExpiredSignature error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryExpiredSignature struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryExpiredSignature(uint256 deadline)
func AgentRegistryAgentRegistryExpiredSignatureErrorID() common.Hash {
	return common.HexToHash("0x8b413d95543da0041ee211b2b1755332e00cb75d9acb229f4d9113cf076b1b6c")
}

// UnpackAgentRegistryExpiredSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryExpiredSignature(uint256 deadline)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryExpiredSignatureError(raw []byte) (*AgentRegistryAgentRegistryExpiredSignature, error) {
	out := new(AgentRegistryAgentRegistryExpiredSignature)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryExpiredSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryInsufficientStake represents a AgentRegistryInsufficientStake error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryInsufficientStake struct {
	Requested *big.Int
	Available *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryInsufficientStake(uint256 requested, uint256 available)
func AgentRegistryAgentRegistryInsufficientStakeErrorID() common.Hash {
	return common.HexToHash("0xbb2a1fa46002afd071e32ac430bb353c4011ab2df8afc20b9d6242eb07fa8ce2")
}

// UnpackAgentRegistryInsufficientStakeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryInsufficientStake(uint256 requested, uint256 available)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryInsufficientStakeError(raw []byte) (*AgentRegistryAgentRegistryInsufficientStake, error) {
	out := new(AgentRegistryAgentRegistryInsufficientStake)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryInsufficientStake", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryInvalidSignature represents a AgentRegistryInvalidSignature error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryInvalidSignature struct {
	Wallet common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryInvalidSignature(address wallet)
func AgentRegistryAgentRegistryInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0xba70d6f345e6f0aeb5ba247827cbfe48cd6a68c4551e804bc4c14e0c3afcaf98")
}

// UnpackAgentRegistryInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryInvalidSignature(address wallet)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryInvalidSignatureError(raw []byte) (*AgentRegistryAgentRegistryInvalidSignature, error) {
	out := new(AgentRegistryAgentRegistryInvalidSignature)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryInvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryNotAuthorized represents a AgentRegistryNotAuthorized error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryNotAuthorized struct {
	AgentId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryNotAuthorized(uint256 agentId, address caller)
func AgentRegistryAgentRegistryNotAuthorizedErrorID() common.Hash {
	return common.HexToHash("0x3be93152815ffcd5c59f0b43b4ca224f822fde28a407e3884ace46b624c80853")
}

// UnpackAgentRegistryNotAuthorizedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryNotAuthorized(uint256 agentId, address caller)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryNotAuthorizedError(raw []byte) (*AgentRegistryAgentRegistryNotAuthorized, error) {
	out := new(AgentRegistryAgentRegistryNotAuthorized)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryNotAuthorized", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryNotEscrow represents a AgentRegistryNotEscrow error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryNotEscrow struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryNotEscrow(address caller)
func AgentRegistryAgentRegistryNotEscrowErrorID() common.Hash {
	return common.HexToHash("0x1373ececee63d36efcf882f903a4d7ac72437bdb20ec95d5ac4a6ad805cc1087")
}

// UnpackAgentRegistryNotEscrowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryNotEscrow(address caller)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryNotEscrowError(raw []byte) (*AgentRegistryAgentRegistryNotEscrow, error) {
	out := new(AgentRegistryAgentRegistryNotEscrow)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryNotEscrow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryNotStakeToken represents a AgentRegistryNotStakeToken error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryNotStakeToken struct {
	Caller common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryNotStakeToken(address caller)
func AgentRegistryAgentRegistryNotStakeTokenErrorID() common.Hash {
	return common.HexToHash("0x257f3b49e235561a52a13103b2857b6c48d78e4dffed4a2d62075365e711359f")
}

// UnpackAgentRegistryNotStakeTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryNotStakeToken(address caller)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryNotStakeTokenError(raw []byte) (*AgentRegistryAgentRegistryNotStakeToken, error) {
	out := new(AgentRegistryAgentRegistryNotStakeToken)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryNotStakeToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryNothingToWithdraw represents a AgentRegistryNothingToWithdraw error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryNothingToWithdraw struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryNothingToWithdraw(uint256 agentId)
func AgentRegistryAgentRegistryNothingToWithdrawErrorID() common.Hash {
	return common.HexToHash("0x64a17ca60497b7e20e95f0739ae4c061c0ef073949505b218d02ffdf899328c0")
}

// UnpackAgentRegistryNothingToWithdrawError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryNothingToWithdraw(uint256 agentId)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryNothingToWithdrawError(raw []byte) (*AgentRegistryAgentRegistryNothingToWithdraw, error) {
	out := new(AgentRegistryAgentRegistryNothingToWithdraw)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryNothingToWithdraw", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryReservedMetadataKey represents a AgentRegistryReservedMetadataKey error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryReservedMetadataKey struct {
	Key string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryReservedMetadataKey(string key)
func AgentRegistryAgentRegistryReservedMetadataKeyErrorID() common.Hash {
	return common.HexToHash("0x23a499bc279bffd8a63492b478464cfa7a73ed8c02483c2fd1c28b5081988a60")
}

// UnpackAgentRegistryReservedMetadataKeyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryReservedMetadataKey(string key)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryReservedMetadataKeyError(raw []byte) (*AgentRegistryAgentRegistryReservedMetadataKey, error) {
	out := new(AgentRegistryAgentRegistryReservedMetadataKey)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryReservedMetadataKey", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryStakeOverflow represents a AgentRegistryStakeOverflow error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryStakeOverflow struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryStakeOverflow(uint256 amount)
func AgentRegistryAgentRegistryStakeOverflowErrorID() common.Hash {
	return common.HexToHash("0x2b40cd92f53116b4e12a1df3e28f766409b2e91588a5aec3861126f892ba4623")
}

// UnpackAgentRegistryStakeOverflowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryStakeOverflow(uint256 amount)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryStakeOverflowError(raw []byte) (*AgentRegistryAgentRegistryStakeOverflow, error) {
	out := new(AgentRegistryAgentRegistryStakeOverflow)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryStakeOverflow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryStakeTooLow represents a AgentRegistryStakeTooLow error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryStakeTooLow struct {
	Amount   *big.Int
	MinStake *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryStakeTooLow(uint256 amount, uint256 minStake)
func AgentRegistryAgentRegistryStakeTooLowErrorID() common.Hash {
	return common.HexToHash("0x71de58d14eace4f780bdba81abde2cae1c4323f5f5a417fc87adb90d2634bb27")
}

// UnpackAgentRegistryStakeTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryStakeTooLow(uint256 amount, uint256 minStake)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryStakeTooLowError(raw []byte) (*AgentRegistryAgentRegistryStakeTooLow, error) {
	out := new(AgentRegistryAgentRegistryStakeTooLow)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryStakeTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryStillUnbonding represents a AgentRegistryStillUnbonding error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryStillUnbonding struct {
	AgentId *big.Int
	ReadyAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryStillUnbonding(uint256 agentId, uint64 readyAt)
func AgentRegistryAgentRegistryStillUnbondingErrorID() common.Hash {
	return common.HexToHash("0x19c0f7fcd9d877f34081454a0bf190897e995308140e27d7f716b4eadff818b4")
}

// UnpackAgentRegistryStillUnbondingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryStillUnbonding(uint256 agentId, uint64 readyAt)
func (agentRegistry *AgentRegistry) UnpackAgentRegistryStillUnbondingError(raw []byte) (*AgentRegistryAgentRegistryStillUnbonding, error) {
	out := new(AgentRegistryAgentRegistryStillUnbonding)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryStillUnbonding", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryZeroAddress represents a AgentRegistryZeroAddress error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryZeroAddress()
func AgentRegistryAgentRegistryZeroAddressErrorID() common.Hash {
	return common.HexToHash("0x4d7d84378c2eea0f8d690e1c79dc8a3367ef75d502484a93b84d01585c9c10e0")
}

// UnpackAgentRegistryZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryZeroAddress()
func (agentRegistry *AgentRegistry) UnpackAgentRegistryZeroAddressError(raw []byte) (*AgentRegistryAgentRegistryZeroAddress, error) {
	out := new(AgentRegistryAgentRegistryZeroAddress)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryAgentRegistryZeroAmount represents a AgentRegistryZeroAmount error raised by the AgentRegistry contract.
type AgentRegistryAgentRegistryZeroAmount struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error AgentRegistryZeroAmount()
func AgentRegistryAgentRegistryZeroAmountErrorID() common.Hash {
	return common.HexToHash("0xf6b73caadcec6c3c258a02771ecbf91039ff942a01ba97760aa2e912226b645b")
}

// UnpackAgentRegistryZeroAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error AgentRegistryZeroAmount()
func (agentRegistry *AgentRegistry) UnpackAgentRegistryZeroAmountError(raw []byte) (*AgentRegistryAgentRegistryZeroAmount, error) {
	out := new(AgentRegistryAgentRegistryZeroAmount)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "AgentRegistryZeroAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryERC721IncorrectOwner represents a ERC721IncorrectOwner error raised by the AgentRegistry contract.
type AgentRegistryERC721IncorrectOwner struct {
	Sender  common.Address
	TokenId *big.Int
	Owner   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)
func AgentRegistryERC721IncorrectOwnerErrorID() common.Hash {
	return common.HexToHash("0x64283d7b313c8117c125f736876fa2b4e90ea3831a4716dfdb87d2f540e26289")
}

// UnpackERC721IncorrectOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)
func (agentRegistry *AgentRegistry) UnpackERC721IncorrectOwnerError(raw []byte) (*AgentRegistryERC721IncorrectOwner, error) {
	out := new(AgentRegistryERC721IncorrectOwner)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "ERC721IncorrectOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryERC721InsufficientApproval represents a ERC721InsufficientApproval error raised by the AgentRegistry contract.
type AgentRegistryERC721InsufficientApproval struct {
	Operator common.Address
	TokenId  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InsufficientApproval(address operator, uint256 tokenId)
func AgentRegistryERC721InsufficientApprovalErrorID() common.Hash {
	return common.HexToHash("0x177e802f6f313bc89797ecace66d6d29ab4719cbaaacbb87367264048b1eb861")
}

// UnpackERC721InsufficientApprovalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InsufficientApproval(address operator, uint256 tokenId)
func (agentRegistry *AgentRegistry) UnpackERC721InsufficientApprovalError(raw []byte) (*AgentRegistryERC721InsufficientApproval, error) {
	out := new(AgentRegistryERC721InsufficientApproval)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "ERC721InsufficientApproval", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryERC721InvalidApprover represents a ERC721InvalidApprover error raised by the AgentRegistry contract.
type AgentRegistryERC721InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidApprover(address approver)
func AgentRegistryERC721InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xa9fbf51f86b8e03595d59dc726bb10c329bb24f62589be276d8dd193ca0b69ea")
}

// UnpackERC721InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidApprover(address approver)
func (agentRegistry *AgentRegistry) UnpackERC721InvalidApproverError(raw []byte) (*AgentRegistryERC721InvalidApprover, error) {
	out := new(AgentRegistryERC721InvalidApprover)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryERC721InvalidOperator represents a ERC721InvalidOperator error raised by the AgentRegistry contract.
type AgentRegistryERC721InvalidOperator struct {
	Operator common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidOperator(address operator)
func AgentRegistryERC721InvalidOperatorErrorID() common.Hash {
	return common.HexToHash("0x5b08ba185e8f577075361f3a3555a6580a227ce22734dcc979c1aeadf894658b")
}

// UnpackERC721InvalidOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidOperator(address operator)
func (agentRegistry *AgentRegistry) UnpackERC721InvalidOperatorError(raw []byte) (*AgentRegistryERC721InvalidOperator, error) {
	out := new(AgentRegistryERC721InvalidOperator)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryERC721InvalidOwner represents a ERC721InvalidOwner error raised by the AgentRegistry contract.
type AgentRegistryERC721InvalidOwner struct {
	Owner common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidOwner(address owner)
func AgentRegistryERC721InvalidOwnerErrorID() common.Hash {
	return common.HexToHash("0x89c62b6479af2e623826dcc39c5133061d35b66d72de92833401dd2fd6567480")
}

// UnpackERC721InvalidOwnerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidOwner(address owner)
func (agentRegistry *AgentRegistry) UnpackERC721InvalidOwnerError(raw []byte) (*AgentRegistryERC721InvalidOwner, error) {
	out := new(AgentRegistryERC721InvalidOwner)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidOwner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryERC721InvalidReceiver represents a ERC721InvalidReceiver error raised by the AgentRegistry contract.
type AgentRegistryERC721InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidReceiver(address receiver)
func AgentRegistryERC721InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0x64a0ae9278f805eaf991dcd18ca78756d280b7508b764ef1b255c55845c11df9")
}

// UnpackERC721InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidReceiver(address receiver)
func (agentRegistry *AgentRegistry) UnpackERC721InvalidReceiverError(raw []byte) (*AgentRegistryERC721InvalidReceiver, error) {
	out := new(AgentRegistryERC721InvalidReceiver)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryERC721InvalidSender represents a ERC721InvalidSender error raised by the AgentRegistry contract.
type AgentRegistryERC721InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721InvalidSender(address sender)
func AgentRegistryERC721InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x73c6ac6e10798e95d99e1f130d923eb40193ecb8d094ec3dce93292564eb3b17")
}

// UnpackERC721InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721InvalidSender(address sender)
func (agentRegistry *AgentRegistry) UnpackERC721InvalidSenderError(raw []byte) (*AgentRegistryERC721InvalidSender, error) {
	out := new(AgentRegistryERC721InvalidSender)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "ERC721InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryERC721NonexistentToken represents a ERC721NonexistentToken error raised by the AgentRegistry contract.
type AgentRegistryERC721NonexistentToken struct {
	TokenId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC721NonexistentToken(uint256 tokenId)
func AgentRegistryERC721NonexistentTokenErrorID() common.Hash {
	return common.HexToHash("0x7e273289a3a9ef6670f06df7dca227856fc925e956db96980692764a8bc734d7")
}

// UnpackERC721NonexistentTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC721NonexistentToken(uint256 tokenId)
func (agentRegistry *AgentRegistry) UnpackERC721NonexistentTokenError(raw []byte) (*AgentRegistryERC721NonexistentToken, error) {
	out := new(AgentRegistryERC721NonexistentToken)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "ERC721NonexistentToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryInvalidShortString represents a InvalidShortString error raised by the AgentRegistry contract.
type AgentRegistryInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func AgentRegistryInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (agentRegistry *AgentRegistry) UnpackInvalidShortStringError(raw []byte) (*AgentRegistryInvalidShortString, error) {
	out := new(AgentRegistryInvalidShortString)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the AgentRegistry contract.
type AgentRegistryReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func AgentRegistryReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (agentRegistry *AgentRegistry) UnpackReentrancyGuardReentrantCallError(raw []byte) (*AgentRegistryReentrancyGuardReentrantCall, error) {
	out := new(AgentRegistryReentrancyGuardReentrantCall)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistrySafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the AgentRegistry contract.
type AgentRegistrySafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func AgentRegistrySafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (agentRegistry *AgentRegistry) UnpackSafeERC20FailedOperationError(raw []byte) (*AgentRegistrySafeERC20FailedOperation, error) {
	out := new(AgentRegistrySafeERC20FailedOperation)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AgentRegistryStringTooLong represents a StringTooLong error raised by the AgentRegistry contract.
type AgentRegistryStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func AgentRegistryStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (agentRegistry *AgentRegistry) UnpackStringTooLongError(raw []byte) (*AgentRegistryStringTooLong, error) {
	out := new(AgentRegistryStringTooLong)
	if err := agentRegistry.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}
