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

// IPaymentChannelsBatchClaim is an auto generated low-level Go binding around an user-defined struct.
type IPaymentChannelsBatchClaim struct {
	Payer     common.Address
	Signer    common.Address
	Salt      [32]byte
	Amount    *big.Int
	Signature []byte
}

// IPaymentChannelsChainCommit is an auto generated low-level Go binding around an user-defined struct.
type IPaymentChannelsChainCommit struct {
	Base   *big.Int
	Unit   *big.Int
	Length uint32
	Root   [32]byte
}

// IPaymentChannelsChannel is an auto generated low-level Go binding around an user-defined struct.
type IPaymentChannelsChannel struct {
	Payer  common.Address
	Payee  common.Address
	Token  common.Address
	Signer common.Address
	Salt   [32]byte
}

// IPaymentChannelsChannelState is an auto generated low-level Go binding around an user-defined struct.
type IPaymentChannelsChannelState struct {
	Deposited      *big.Int
	Claimed        *big.Int
	WithdrawableAt *big.Int
	Epoch          *big.Int
}

// IPaymentChannelsWordClaim is an auto generated low-level Go binding around an user-defined struct.
type IPaymentChannelsWordClaim struct {
	Payer     common.Address
	Signer    common.Address
	Salt      [32]byte
	Chain     IPaymentChannelsChainCommit
	Signature []byte
	Word      [32]byte
	Index     uint32
}

// PaymentChannelsMetaData contains all meta data concerning the PaymentChannels contract.
var PaymentChannelsMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"treasury_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"feeBps_\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"challengePeriod_\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"CHAIN_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"CHANNEL_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_CHAIN_LENGTH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_CHALLENGE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_FEE_BPS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MIN_CHALLENGE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PUSH_GAS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"VOUCHER_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"chainDigest\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"k\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.ChainCommit\",\"components\":[{\"name\":\"base\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"unit\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"length\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengePeriod\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"channelId\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"channels\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.ChannelState\",\"components\":[{\"name\":\"deposited\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"claimed\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"withdrawableAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"epoch\",\"type\":\"uint24\",\"internalType\":\"uint24\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claim\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimBatch\",\"inputs\":[{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"claims\",\"type\":\"tuple[]\",\"internalType\":\"structIPaymentChannels.BatchClaim[]\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]}],\"outputs\":[{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimWord\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"k\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.ChainCommit\",\"components\":[{\"name\":\"base\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"unit\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"length\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"word\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"index\",\"type\":\"uint32\",\"internalType\":\"uint32\"}],\"outputs\":[{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimWordBatch\",\"inputs\":[{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"claims\",\"type\":\"tuple[]\",\"internalType\":\"structIPaymentChannels.WordClaim[]\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"chain\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.ChainCommit\",\"components\":[{\"name\":\"base\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"unit\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"length\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"root\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"},{\"name\":\"word\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"index\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]}],\"outputs\":[{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"collectFees\",\"inputs\":[{\"name\":\"cs\",\"type\":\"tuple[]\",\"internalType\":\"structIPaymentChannels.Channel[]\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"outputs\":[{\"name\":\"total\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"eip712Domain\",\"inputs\":[],\"outputs\":[{\"name\":\"fields\",\"type\":\"bytes1\",\"internalType\":\"bytes1\"},{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"version\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"verifyingContract\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"extensions\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feeBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feeCollected\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feeHeld\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"open\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"owed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"requestWithdrawal\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"outputs\":[{\"name\":\"withdrawableAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"topUp\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"treasury\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"voucherDigest\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"outputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdrawOwed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"ChannelClaimed\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"cumulative\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelFeeCollected\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelOpened\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"payer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"deposit\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelOwedWithdrawn\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelPaymentDeferred\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelToppedUp\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"deposited\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelWithdrawalCancelled\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelWithdrawalRequested\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"withdrawableAt\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelWithdrawn\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"payer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"EIP712DomainChanged\",\"inputs\":[],\"anonymous\":false},{\"type\":\"error\",\"name\":\"ChannelBadAmount\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChannelBadParameter\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"ChannelBadSignature\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ChannelBadValue\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChannelBadWord\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ChannelChallengeOver\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"withdrawableAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ChannelChallengeRunning\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"withdrawableAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ChannelEmptyBatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ChannelExists\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ChannelFeeOnTransferToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"received\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChannelNoFees\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ChannelNoWithdrawal\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ChannelNotPayer\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ChannelNothingOwed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ChannelNothingToClaim\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"claimed\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"deposited\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChannelTransferFailed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChannelUnknown\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ChannelWithdrawalPending\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"withdrawableAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ChannelZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"InvalidShortString\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"StringTooLong\",\"inputs\":[{\"name\":\"str\",\"type\":\"string\",\"internalType\":\"string\"}]}]",
	ID:  "PaymentChannels",
	Bin: "0x6101c0604052348015610010575f5ffd5b5060405161380338038061380383398101604081905261002f91610265565b6040518060400160405280601981526020017f4167656e7453697465205061796d656e744368616e6e656c7300000000000000815250604051806040016040528060018152602001603160f81b81525061008e8261022860201b60201c565b6101205261009b81610228565b61014052815160208084019190912060e052815190820120610100524660a05261012760e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c0526001600160a01b038316610157576040516328c3e97560e11b815260040160405180910390fd5b6103e861ffff8316111561019c5760405163cfa60dab60e01b815260206004820152600660248201526566656542707360d01b60448201526064015b60405180910390fd5b603c6001600160401b03821610806101bf575062278d006001600160401b038216115b156101ff5760405163cfa60dab60e01b815260206004820152600f60248201526e18da185b1b195b99d954195c9a5bd9608a1b6044820152606401610193565b6001600160a01b039092166101605261ffff16610180526001600160401b03166101a052610326565b5f5f829050601f81511115610252578260405163305a27a960e01b815260040161019391906102cb565b805161025d82610300565b179392505050565b5f5f5f60608486031215610277575f5ffd5b83516001600160a01b038116811461028d575f5ffd5b602085015190935061ffff811681146102a4575f5ffd5b60408501519092506001600160401b03811681146102c0575f5ffd5b809150509250925092565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610320575f198160200360031b1b821691505b50919050565b60805160a05160c05160e05161010051610120516101405161016051610180516101a05161343d6103c65f395f81816106dd01526110f401525f818161022e01528181610b5a01528181610e4801528181610fc8015281816121ce01526121fd01525f81816103850152611dfd01525f6123ca01525f61239a01525f612ce401525f612cbc01525f612c1701525f612c4101525f612c6b015261343d5ff3fe6080604052600436106101ba575f3560e01c80638959e414116100f2578063c2cff68411610092578063ed04f56c11610062578063ed04f56c146106a2578063f3f480d9146106cc578063f9f3f106146106ff578063fc044bf61461071e575f5ffd5b8063c2cff6841461062e578063d55be8c61461064f578063e55aee2614610664578063e8c62ca614610683575f5ffd5b80639b93368f116100cd5780639b93368f1461059e5780639dbb5f99146105b1578063a5634c16146105e4578063b924ddcd14610603575f5ffd5b80638959e4141461052d5780638ee1741c1461054c57806394739e871461056b575f5ffd5b80633f90d4591161015d578063537ad6e111610138578063537ad6e11461035557806361d027b3146103745780637a7ebd7b146103cc57806384b0196e14610506575f5ffd5b80633f90d459146102f85780634d6a710c146103175780634fca54cc14610336575f5ffd5b806328079e4a1161019857806328079e4a146102635780632b68f2a514610299578063344727e8146102af5780633bf92360146102e2575f5ffd5b80630a0e3627146101be5780631e0c6108146101f057806324a9d8531461021d575b5f5ffd5b3480156101c9575f5ffd5b506101d2603c81565b60405167ffffffffffffffff90911681526020015b60405180910390f35b3480156101fb575f5ffd5b5061020f61020a366004612e1d565b610731565b6040519081526020016101e7565b348015610228575f5ffd5b506102507f000000000000000000000000000000000000000000000000000000000000000081565b60405161ffff90911681526020016101e7565b34801561026e575f5ffd5b5061020f61027d366004612e6b565b600460209081525f928352604080842090915290825290205481565b3480156102a4575f5ffd5b5061020f620186a081565b3480156102ba575f5ffd5b5061020f7fbe05710ee1414f53b322945b72c368a00f6897a2a380b6935d54f324ae1b2edd81565b3480156102ed575f5ffd5b506101d262278d0081565b348015610303575f5ffd5b5061020f610312366004612edb565b61077a565b348015610322575f5ffd5b5061020f610331366004612f48565b61089b565b348015610341575f5ffd5b5061020f610350366004612edb565b610c21565b348015610360575f5ffd5b5061020f61036f366004612f62565b610d55565b34801561037f575f5ffd5b506103a77f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff90911681526020016101e7565b3480156103d7575f5ffd5b506104a76103e6366004612fd3565b604080516080810182525f808252602082018190529181018290526060810191909152505f90815260026020908152604091829020825160808101845290546bffffffffffffffffffffffff80821683526c01000000000000000000000000820416928201929092527801000000000000000000000000000000000000000000000000820464ffffffffff16928101929092527d010000000000000000000000000000000000000000000000000000000000900462ffffff16606082015290565b6040516101e791905f6080820190506bffffffffffffffffffffffff83511682526bffffffffffffffffffffffff602084015116602083015264ffffffffff604084015116604083015262ffffff606084015116606083015292915050565b348015610511575f5ffd5b5061051a610f27565b6040516101e79796959493929190613036565b348015610538575f5ffd5b5061020f610547366004612fd3565b610f85565b348015610557575f5ffd5b506101d2610566366004612f48565b610ffe565b348015610576575f5ffd5b5061020f7fb8728c543e0b38238aa258c2a6efc145e8aa850e2cdaa9b5c8aef9a279301be181565b61020f6105ac3660046130f5565b6111ac565b3480156105bc575f5ffd5b5061020f7f46417e2a4d819ee8073e1b489d6af876a4b1d762e7e63e933a0b7a28e0e4012081565b3480156105ef575f5ffd5b5061020f6105fe366004612f48565b6113cf565b34801561060e575f5ffd5b5061020f61061d366004612fd3565b60036020525f908152604090205481565b348015610639575f5ffd5b5061064d610648366004612e6b565b6113e0565b005b34801561065a575f5ffd5b506102506103e881565b34801561066f575f5ffd5b5061020f61067e36600461311e565b611774565b34801561068e575f5ffd5b5061020f61069d36600461318f565b6117b4565b3480156106ad575f5ffd5b506106b761100081565b60405163ffffffff90911681526020016101e7565b3480156106d7575f5ffd5b506101d27f000000000000000000000000000000000000000000000000000000000000000081565b34801561070a575f5ffd5b5061020f61071936600461320d565b611866565b61064d61072c3660046130f5565b61195c565b5f828152600260205260408120546107719084907d010000000000000000000000000000000000000000000000000000000000900462ffffff1684611afb565b90505b92915050565b5f610783611baf565b815f8190036107be576040517fd3ede90500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f5b8281101561087b57368686838181106107dc576107dc613258565b90506020028101906107ee9190613285565b90505f61081d61080160208401846132c1565b8b8b61081360408701602088016132c1565b8660400135611be6565b90506108628161083360408501602086016132c1565b6060850161084460e08701876132da565b61010088013561085c6101408a016101208b0161333b565b5f611c4c565b61086c9085613381565b935050508060010190506107c1565b50610887868883611d2a565b92505050610893611d9d565b949350505050565b5f6108a4611baf565b5f6108ef6108b560208501856132c1565b6108c560408601602087016132c1565b6108d560608701604088016132c1565b6108e560808801606089016132c1565b8760800135611be6565b5f8181526002602052604081208054929350917801000000000000000000000000000000000000000000000000900464ffffffffff1690819003610967576040517f81a978f6000000000000000000000000000000000000000000000000000000008152600481018490526024015b60405180910390fd5b8067ffffffffffffffff164210156109be576040517f46cb3a1a0000000000000000000000000000000000000000000000000000000081526004810184905267ffffffffffffffff8216602482015260440161095e565b81546bffffffffffffffffffffffff6c0100000000000000000000000082048116916109ec91839116613394565b604080516080810182525f808252602080830182815283850183815289547d0100000000000000000000000000000000000000000000000000000000009081900462ffffff9081166001018116606088019081528d8752600290955296909420945185549251915193516bffffffffffffffffffffffff9182167fffffffffffffffff000000000000000000000000000000000000000000000000909416939093176c0100000000000000000000000091909216021777ffffffffffffffffffffffffffffffffffffffffffffffff16780100000000000000000000000000000000000000000000000064ffffffffff909316929092027cffffffffffffffffffffffffffffffffffffffffffffffffffffffffff169190911793160291909117905594508015610b8d575f848152600360205260409020548015610b3a575f858152600360205260408120555b610b8b85610b4e60608a0160408b016132c1565b610b868461271061ffff7f000000000000000000000000000000000000000000000000000000000000000016880261270f0104613394565b611dc7565b505b610b9a60208701876132c1565b73ffffffffffffffffffffffffffffffffffffffff16847ffaf409e9e1cba8abb602d8120c43b75d1607945711ea86a77368cfa5d7f6983b87604051610be291815260200190565b60405180910390a3610c10610bfd60608801604089016132c1565b610c0a60208901896132c1565b87611e8e565b50505050610c1c611d9d565b919050565b5f610c2a611baf565b815f819003610c65576040517fd3ede90500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f5b8281101561087b5736868683818110610c8357610c83613258565b9050602002810190610c9591906133a7565b90505f610ca861080160208401846132c1565b90505f5f610cbb8385606001355f612065565b91509150815f03610ccf5750505050610d4d565b610d03610ce260408601602087016132c1565b610cf185848860600135612278565b610cfe60808801886132da565b6122c4565b610d3c576040517f0ab0e5000000000000000000000000000000000000000000000000000000000081526004810184905260240161095e565b610d468287613381565b9550505050505b600101610c68565b5f610d5e611baf565b815f819003610d99576040517fd3ede90500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b81811015610ee45736858583818110610db657610db6613258565b60a0029190910191505f9050610e0c610dd260208401846132c1565b610de260408501602086016132c1565b610df260608601604087016132c1565b610e0260808701606088016132c1565b8660800135611be6565b5f8181526002602052604081205491925090610e74906c0100000000000000000000000090046bffffffffffffffffffffffff1661271061ffff7f0000000000000000000000000000000000000000000000000000000000000000169190910261270f010490565b5f83815260036020526040902054909150808203610e955750505050610edc565b5f838152600360205260409020829055610eaf8183613394565b9150610ecb83610ec560608701604088016132c1565b84611dc7565b610ed58288613381565b9650505050505b600101610d9b565b50815f03610f1e576040517fd352985100000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b50610774611d9d565b5f6060805f5f5f6060610f38612393565b610f406123c3565b604080515f808252602082019092527f0f000000000000000000000000000000000000000000000000000000000000009b939a50919850469750309650945092509050565b5f818152600360209081526040808320546002909252822054610ff4906c0100000000000000000000000090046bffffffffffffffffffffffff1661271061ffff7f0000000000000000000000000000000000000000000000000000000000000000169190910261270f010490565b6107749190613394565b5f5f611009836123ee565b5f8181526002602052604081208054929350916bffffffffffffffffffffffff169003611065576040517fcba6e63a0000000000000000000000000000000000000000000000000000000081526004810183905260240161095e565b80547801000000000000000000000000000000000000000000000000900464ffffffffff16156110ef5780546040517fa783e95b00000000000000000000000000000000000000000000000000000000815260048101849052780100000000000000000000000000000000000000000000000090910464ffffffffff16602482015260440161095e565b6111197f0000000000000000000000000000000000000000000000000000000000000000426133d9565b81547fffffff0000000000ffffffffffffffffffffffffffffffffffffffffffffffff16780100000000000000000000000000000000000000000000000064ffffffffff83160217825560405167ffffffffffffffff8216815290935082907f1d3fb58d9e8a51701a2fc08f1561244a917c08708cee709b8128313dc197c8839060200160405180910390a25050919050565b5f6111b5611baf565b5f6111c660408501602086016132c1565b73ffffffffffffffffffffffffffffffffffffffff16148061120c57505f6111f460808501606086016132c1565b73ffffffffffffffffffffffffffffffffffffffff16145b15611243576040517f5187d2ea00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b61124c836123ee565b5f8181526002602052604090208054919250906bffffffffffffffffffffffff16156112a7576040517fa940c0600000000000000000000000000000000000000000000000000000000081526004810183905260240161095e565b6112b1835f61249e565b80547fffffffffffffffffffffffffffffffffffffffff000000000000000000000000166bffffffffffffffffffffffff84161781556112f760408501602086016132c1565b73ffffffffffffffffffffffffffffffffffffffff1661131a60208601866132c1565b73ffffffffffffffffffffffffffffffffffffffff16837fcd6e60364f8ee4c2b0d62afc07a1fb04fd267ce94693f93f8f85daaa099b5c946113626060890160408a016132c1565b61137260808a0160608b016132c1565b6040805173ffffffffffffffffffffffffffffffffffffffff93841681529290911660208301526080808b013591830191909152606082018990520160405180910390a4610f1e6113c960608601604087016132c1565b846124f9565b5f610774610dd260208401846132c1565b6113e8611baf565b73ffffffffffffffffffffffffffffffffffffffff8116611435576040517f5187d2ea00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b73ffffffffffffffffffffffffffffffffffffffff82165f908152600460209081526040808320338452909152812054908190036114bd576040517f4511ba0500000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8416600482015233602482015260440161095e565b73ffffffffffffffffffffffffffffffffffffffff8316156115ce576040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201525f9073ffffffffffffffffffffffffffffffffffffffff8516906370a0823190602401602060405180830381865afa158015611543573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061156791906133f9565b905081811015611575578091505b815f036115cc576040517f4511ba0500000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8516600482015233602482015260440161095e565b505b73ffffffffffffffffffffffffffffffffffffffff83165f9081526004602090815260408083203384529091528120805483929061160d908490613394565b90915550506040805173ffffffffffffffffffffffffffffffffffffffff8481168252602082018490523392908616917f11a71e6fa412dd6ded1a5a59d3728668be2024517d2e788cce5b6da97b1d9e77910160405180910390a373ffffffffffffffffffffffffffffffffffffffff8316611746575f8273ffffffffffffffffffffffffffffffffffffffff16826040515f6040518083038185875af1925050503d805f81146116d9576040519150601f19603f3d011682016040523d82523d5f602084013e6116de565b606091505b5050905080611740576040517f9b157b1b00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8086166004830152841660248201526044810183905260640161095e565b50611767565b61176773ffffffffffffffffffffffffffffffffffffffff84168383612743565b50611770611d9d565b5050565b5f828152600260205260408120546107719084907d010000000000000000000000000000000000000000000000000000000000900462ffffff1684612278565b5f6117bd611baf565b5f80806117d060408b0160208c016132c1565b6117e060608c0160408d016132c1565b6117f060808d0160608e016132c1565b919450925090505f61181561180860208d018d6132c1565b8585858f60800135611be6565b90505f61182982848d8d8d8d8d6001611c4c565b9050608081901c955061184f8486836fffffffffffffffffffffffffffffffff16611e8e565b505050505061185c611d9d565b9695505050505050565b5f61186f611baf565b5f80806118826040890160208a016132c1565b61189260608a0160408b016132c1565b6118a260808b0160608c016132c1565b919450925090505f6118c76118ba60208b018b6132c1565b8585858d60800135611be6565b90505f5f6118d7838b6001612065565b915091506118f1846118ea85848e612278565b8b8b6122c4565b61192a576040517f0ab0e5000000000000000000000000000000000000000000000000000000000081526004810184905260240161095e565b608082901c965061194e8587846fffffffffffffffffffffffffffffffff16611e8e565b505050505050610893611d9d565b611964611baf565b5f61196e836123ee565b5f8181526002602052604081208054929350916bffffffffffffffffffffffff16908190036119cc576040517fcba6e63a0000000000000000000000000000000000000000000000000000000081526004810184905260240161095e565b6119d6848261249e565b6119e08482613381565b82547fffffffffffffffffffffffffffffffffffffffff000000000000000000000000166bffffffffffffffffffffffff91909116178083557801000000000000000000000000000000000000000000000000900464ffffffffff1615611a925781547fffffff0000000000ffffffffffffffffffffffffffffffffffffffffffffffff16825560405183907f316397d339ce4f16bfc900052810370ec42652c69ac8dd1aaa780e920dc8f1b8905f90a25b827f9cccb87b8f66309aa4e78924a7f8bbe8cb5ddd377aa929dd7a622132781856aa85611abf8185613381565b6040805192835260208301919091520160405180910390a2611af0611aea60608701604088016132c1565b856124f9565b505050611770611d9d565b5f611ba57f46417e2a4d819ee8073e1b489d6af876a4b1d762e7e63e933a0b7a28e0e40120858585356020870135611b396060890160408a0161333b565b8860600135604051602001611b8a9796959493929190968752602087019590955262ffffff9390931660408601526060850191909152608084015263ffffffff1660a083015260c082015260e00190565b604051602081830303815290604052805190602001206127a3565b90505b9392505050565b611bb76127ea565b611be460017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90612843565b565b5f5f7fbe05710ee1414f53b322945b72c368a00f6897a2a380b6935d54f324ae1b2edd90505f6040518281528860208201528760408201528660608201528560808201528460a082015260c08120915050611c40816127a3565b98975050505050505050565b5f5f611c598a898661284a565b90505f611c678b8386612065565b90935090505f839003611c7e575f92505050611c40565b8860600135611c93878763ffffffff16612991565b14611ccd576040517f6fb3d3f3000000000000000000000000000000000000000000000000000000008152600481018c905260240161095e565b611ce38a611cdc8d848d611afb565b8a8a6122c4565b611d1c576040517f0ab0e500000000000000000000000000000000000000000000000000000000008152600481018c905260240161095e565b505098975050505050505050565b608081901c5f819003611d80576040517f6af8d5210000000000000000000000000000000000000000000000000000000081525f600482018190526024820181905260448201819052606482015260840161095e565b611ba88484846fffffffffffffffffffffffffffffffff16611e8e565b611be45f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f00611bde565b805f03611dd357505050565b73ffffffffffffffffffffffffffffffffffffffff8083165f9081526004602090815260408083207f000000000000000000000000000000000000000000000000000000000000000090941683529290529081208054839290611e37908490613381565b909155505060405181815273ffffffffffffffffffffffffffffffffffffffff83169084907ff4cb2def93164cc4f0ff4f37a07c1e0fb07c67247c0e80260803fb4e88ffd2999060200160405180910390a3505050565b805f03611e9a57505050565b5f73ffffffffffffffffffffffffffffffffffffffff8416611ec8575f5f5f5f8587620186a0f19050611fa8565b60405173ffffffffffffffffffffffffffffffffffffffff84166024820152604481018390525f90606401604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152919052602080820180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fa9059cbb000000000000000000000000000000000000000000000000000000001781525f80805283519394509192908289620186a0f191508115611fa6573d8015611f9d5760015f5114601f3d11169250611fa4565b5f863b1192505b505b505b8061205f5773ffffffffffffffffffffffffffffffffffffffff8085165f90815260046020908152604080832093871683529290529081208054849290611ff0908490613381565b925050819055508273ffffffffffffffffffffffffffffffffffffffff168473ffffffffffffffffffffffffffffffffffffffff167fdc2297348f74c3d86974b39b92e298461b74960dcd68d149dc06da9b394fece38460405161205691815260200190565b60405180910390a35b50505050565b5f83815260026020526040812080548291906bffffffffffffffffffffffff80821690606083901c1664ffffffffff60c084901c1680158015906120b357508067ffffffffffffffff164210155b15612113578715612103576040517f4c89df3b000000000000000000000000000000000000000000000000000000008152600481018b905267ffffffffffffffff8216602482015260440161095e565b5f5f965096505050505050612270565b5f838a106121215783612123565b895b905082811161218d57881561217c576040517f6af8d521000000000000000000000000000000000000000000000000000000008152600481018c9052602481018b9052604481018490526064810185905260840161095e565b5f5f97509750505050505050612270565b606081901b7fffffffffffffffff000000000000000000000000ffffffffffffffffffffffff861617808755838203985060e89590951c965061271061270f7f000000000000000000000000000000000000000000000000000000000000000061ffff168502010461271061270f7f000000000000000000000000000000000000000000000000000000000000000061ffff1684020104038803608089901b1797508a7f970a243f09ef9aa22bb8da66473fde300832b1a4cbc19a9196c5b8dc05b821df8260405161226191815260200190565b60405180910390a25050505050505b935093915050565b604080517fb8728c543e0b38238aa258c2a6efc145e8aa850e2cdaa9b5c8aef9a279301be18082526020820186905291810184905260608101839052608090205f919061185c816127a3565b5f5f6122d18585856129e3565b905073ffffffffffffffffffffffffffffffffffffffff81161580159061232357508573ffffffffffffffffffffffffffffffffffffffff168173ffffffffffffffffffffffffffffffffffffffff16145b15612332576001915050610893565b73ffffffffffffffffffffffffffffffffffffffff86163b1580159061185c575061185c868686868080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250612a5f92505050565b60606123be7f0000000000000000000000000000000000000000000000000000000000000000612add565b905090565b60606123be7f0000000000000000000000000000000000000000000000000000000000000000612add565b5f6123fc60208301836132c1565b73ffffffffffffffffffffffffffffffffffffffff163373ffffffffffffffffffffffffffffffffffffffff161461248e573361243c60208401846132c1565b6040517f2ac68cf900000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff92831660048201529116602482015260440161095e565b610774610dd260208401846132c1565b8115806124bf57506124bc816bffffffffffffffffffffffff613394565b82115b15611770576040517f7d6439b60000000000000000000000000000000000000000000000000000000081526004810183905260240161095e565b73ffffffffffffffffffffffffffffffffffffffff821661255657803414611770576040517f3015d3890000000000000000000000000000000000000000000000000000000081523460048201526024810182905260440161095e565b3415612596576040517f3015d3890000000000000000000000000000000000000000000000000000000081523460048201525f602482015260440161095e565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201525f9073ffffffffffffffffffffffffffffffffffffffff8416906370a0823190602401602060405180830381865afa158015612600573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061262491906133f9565b905061264873ffffffffffffffffffffffffffffffffffffffff8416333085612b1a565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201525f90829073ffffffffffffffffffffffffffffffffffffffff8616906370a0823190602401602060405180830381865afa1580156126b4573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906126d891906133f9565b6126e29190613394565b905082811461205f576040517f16d1bde100000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602481018290526044810184905260640161095e565b6127508383836001612b76565b61279e576040517f5274afe700000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8416600482015260240161095e565b505050565b5f6107746127af612bfe565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15611be4576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b5f8061285c606085016040860161333b565b63ffffffff1690506110008111806128795750808363ffffffff16115b156128b3576040517f6fb3d3f30000000000000000000000000000000000000000000000000000000081526004810186905260240161095e565b8335602085013563ffffffff85161580159061290357508463ffffffff167fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff816128ff576128ff613410565b0481115b1561293d576040517f7d6439b60000000000000000000000000000000000000000000000000000000081526004810182905260240161095e565b8463ffffffff1681028201935081841015612987576040517f7d6439b60000000000000000000000000000000000000000000000000000000081526004810183905260240161095e565b5050509392505050565b5f825f525b60038211156129c25760205f205f5260205f205f5260205f205f5260205f205f52600482039150612996565b5b81156129da5760205f205f526001820391506129c3565b50505f51919050565b5f604182146129f357505f611ba8565b60208301357f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a08111612a575760405185815260408501355f1a6020820152843560408201528160608201525f5f5260205f60808360015afa15612a55575f5192505b505b509392505050565b8051604080517f1626ba7e000000000000000000000000000000000000000000000000000000008082526004820186905260248201929092525f92906020820185604483015e5f82606483010152601f820160051c60051b915060205f60648401838a5afa9050825f5114601f3d1116811693505050509392505050565b60605f612ae983612d34565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b612b28848484846001612d74565b61205f576040517f5274afe700000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8516600482015260240161095e565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f81815273ffffffffffffffffffffffffffffffffffffffff8616600452602485905291602083604481808b5af1925060015f51148316612bf2578383151615612be6573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f3073ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016148015612c6357507f000000000000000000000000000000000000000000000000000000000000000046145b15612c8d57507f000000000000000000000000000000000000000000000000000000000000000090565b6123be604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f60ff8216601f811115610774576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040517f23b872dd000000000000000000000000000000000000000000000000000000005f81815273ffffffffffffffffffffffffffffffffffffffff8781166004528616602452604485905291602083606481808c5af1925060015f51148316612df6578383151615612dea573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f60808284031215612e17575f5ffd5b50919050565b5f5f60a08385031215612e2e575f5ffd5b82359150612e3f8460208501612e07565b90509250929050565b803573ffffffffffffffffffffffffffffffffffffffff81168114610c1c575f5ffd5b5f5f60408385031215612e7c575f5ffd5b612e8583612e48565b9150612e3f60208401612e48565b5f5f83601f840112612ea3575f5ffd5b50813567ffffffffffffffff811115612eba575f5ffd5b6020830191508360208260051b8501011115612ed4575f5ffd5b9250929050565b5f5f5f5f60608587031215612eee575f5ffd5b612ef785612e48565b9350612f0560208601612e48565b9250604085013567ffffffffffffffff811115612f20575f5ffd5b612f2c87828801612e93565b95989497509550505050565b5f60a08284031215612e17575f5ffd5b5f60a08284031215612f58575f5ffd5b6107718383612f38565b5f5f60208385031215612f73575f5ffd5b823567ffffffffffffffff811115612f89575f5ffd5b8301601f81018513612f99575f5ffd5b803567ffffffffffffffff811115612faf575f5ffd5b85602060a083028401011115612fc3575f5ffd5b6020919091019590945092505050565b5f60208284031215612fe3575f5ffd5b5035919050565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b7fff000000000000000000000000000000000000000000000000000000000000008816815260e060208201525f61307060e0830189612fea565b82810360408401526130828189612fea565b6060840188905273ffffffffffffffffffffffffffffffffffffffff8716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b818110156130e45783518352602093840193909201916001016130c6565b50909b9a5050505050505050505050565b5f5f60c08385031215613106575f5ffd5b6131108484612f38565b9460a0939093013593505050565b5f5f6040838503121561312f575f5ffd5b50508035926020909101359150565b5f5f83601f84011261314e575f5ffd5b50813567ffffffffffffffff811115613165575f5ffd5b602083019150836020828501011115612ed4575f5ffd5b803563ffffffff81168114610c1c575f5ffd5b5f5f5f5f5f5f61018087890312156131a5575f5ffd5b6131af8888612f38565b95506131be8860a08901612e07565b945061012087013567ffffffffffffffff8111156131da575f5ffd5b6131e689828a0161313e565b9095509350506101408701359150613201610160880161317c565b90509295509295509295565b5f5f5f5f60e08587031215613220575f5ffd5b61322a8686612f38565b935060a0850135925060c085013567ffffffffffffffff81111561324c575f5ffd5b612f2c8782880161313e565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f82357ffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffec18336030181126132b7575f5ffd5b9190910192915050565b5f602082840312156132d1575f5ffd5b61077182612e48565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe184360301811261330d575f5ffd5b83018035915067ffffffffffffffff821115613327575f5ffd5b602001915036819003821315612ed4575f5ffd5b5f6020828403121561334b575f5ffd5b6107718261317c565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b8082018082111561077457610774613354565b8181038181111561077457610774613354565b5f82357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff618336030181126132b7575f5ffd5b67ffffffffffffffff818116838216019081111561077457610774613354565b5f60208284031215613409575f5ffd5b5051919050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd",
}

// PaymentChannels is an auto generated Go binding around an Ethereum contract.
type PaymentChannels struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *PaymentChannels) GetABI() abi.ABI {
	return c.abi
}

// NewPaymentChannels creates a new instance of PaymentChannels.
func NewPaymentChannels() *PaymentChannels {
	parsed, err := PaymentChannelsMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &PaymentChannels{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *PaymentChannels) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address treasury_, uint16 feeBps_, uint64 challengePeriod_) returns()
func (paymentChannels *PaymentChannels) PackConstructor(treasury_ common.Address, feeBps_ uint16, challengePeriod_ uint64) []byte {
	enc, err := paymentChannels.abi.Pack("", treasury_, feeBps_, challengePeriod_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackCHAINTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9dbb5f99.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CHAIN_TYPEHASH() view returns(bytes32)
func (paymentChannels *PaymentChannels) PackCHAINTYPEHASH() []byte {
	enc, err := paymentChannels.abi.Pack("CHAIN_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCHAINTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9dbb5f99.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CHAIN_TYPEHASH() view returns(bytes32)
func (paymentChannels *PaymentChannels) TryPackCHAINTYPEHASH() ([]byte, error) {
	return paymentChannels.abi.Pack("CHAIN_TYPEHASH")
}

// UnpackCHAINTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9dbb5f99.
//
// Solidity: function CHAIN_TYPEHASH() view returns(bytes32)
func (paymentChannels *PaymentChannels) UnpackCHAINTYPEHASH(data []byte) ([32]byte, error) {
	out, err := paymentChannels.abi.Unpack("CHAIN_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackCHANNELTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x344727e8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function CHANNEL_TYPEHASH() view returns(bytes32)
func (paymentChannels *PaymentChannels) PackCHANNELTYPEHASH() []byte {
	enc, err := paymentChannels.abi.Pack("CHANNEL_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCHANNELTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x344727e8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function CHANNEL_TYPEHASH() view returns(bytes32)
func (paymentChannels *PaymentChannels) TryPackCHANNELTYPEHASH() ([]byte, error) {
	return paymentChannels.abi.Pack("CHANNEL_TYPEHASH")
}

// UnpackCHANNELTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x344727e8.
//
// Solidity: function CHANNEL_TYPEHASH() view returns(bytes32)
func (paymentChannels *PaymentChannels) UnpackCHANNELTYPEHASH(data []byte) ([32]byte, error) {
	out, err := paymentChannels.abi.Unpack("CHANNEL_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackMAXCHAINLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed04f56c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_CHAIN_LENGTH() view returns(uint32)
func (paymentChannels *PaymentChannels) PackMAXCHAINLENGTH() []byte {
	enc, err := paymentChannels.abi.Pack("MAX_CHAIN_LENGTH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCHAINLENGTH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xed04f56c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_CHAIN_LENGTH() view returns(uint32)
func (paymentChannels *PaymentChannels) TryPackMAXCHAINLENGTH() ([]byte, error) {
	return paymentChannels.abi.Pack("MAX_CHAIN_LENGTH")
}

// UnpackMAXCHAINLENGTH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xed04f56c.
//
// Solidity: function MAX_CHAIN_LENGTH() view returns(uint32)
func (paymentChannels *PaymentChannels) UnpackMAXCHAINLENGTH(data []byte) (uint32, error) {
	out, err := paymentChannels.abi.Unpack("MAX_CHAIN_LENGTH", data)
	if err != nil {
		return *new(uint32), err
	}
	out0 := *abi.ConvertType(out[0], new(uint32)).(*uint32)
	return out0, nil
}

// PackMAXCHALLENGE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3bf92360.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_CHALLENGE() view returns(uint64)
func (paymentChannels *PaymentChannels) PackMAXCHALLENGE() []byte {
	enc, err := paymentChannels.abi.Pack("MAX_CHALLENGE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXCHALLENGE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3bf92360.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_CHALLENGE() view returns(uint64)
func (paymentChannels *PaymentChannels) TryPackMAXCHALLENGE() ([]byte, error) {
	return paymentChannels.abi.Pack("MAX_CHALLENGE")
}

// UnpackMAXCHALLENGE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3bf92360.
//
// Solidity: function MAX_CHALLENGE() view returns(uint64)
func (paymentChannels *PaymentChannels) UnpackMAXCHALLENGE(data []byte) (uint64, error) {
	out, err := paymentChannels.abi.Unpack("MAX_CHALLENGE", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMAXFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd55be8c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (paymentChannels *PaymentChannels) PackMAXFEEBPS() []byte {
	enc, err := paymentChannels.abi.Pack("MAX_FEE_BPS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd55be8c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (paymentChannels *PaymentChannels) TryPackMAXFEEBPS() ([]byte, error) {
	return paymentChannels.abi.Pack("MAX_FEE_BPS")
}

// UnpackMAXFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd55be8c6.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (paymentChannels *PaymentChannels) UnpackMAXFEEBPS(data []byte) (uint16, error) {
	out, err := paymentChannels.abi.Unpack("MAX_FEE_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMINCHALLENGE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a0e3627.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MIN_CHALLENGE() view returns(uint64)
func (paymentChannels *PaymentChannels) PackMINCHALLENGE() []byte {
	enc, err := paymentChannels.abi.Pack("MIN_CHALLENGE")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMINCHALLENGE is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x0a0e3627.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MIN_CHALLENGE() view returns(uint64)
func (paymentChannels *PaymentChannels) TryPackMINCHALLENGE() ([]byte, error) {
	return paymentChannels.abi.Pack("MIN_CHALLENGE")
}

// UnpackMINCHALLENGE is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x0a0e3627.
//
// Solidity: function MIN_CHALLENGE() view returns(uint64)
func (paymentChannels *PaymentChannels) UnpackMINCHALLENGE(data []byte) (uint64, error) {
	out, err := paymentChannels.abi.Unpack("MIN_CHALLENGE", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackPUSHGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b68f2a5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function PUSH_GAS() view returns(uint256)
func (paymentChannels *PaymentChannels) PackPUSHGAS() []byte {
	enc, err := paymentChannels.abi.Pack("PUSH_GAS")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPUSHGAS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2b68f2a5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function PUSH_GAS() view returns(uint256)
func (paymentChannels *PaymentChannels) TryPackPUSHGAS() ([]byte, error) {
	return paymentChannels.abi.Pack("PUSH_GAS")
}

// UnpackPUSHGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b68f2a5.
//
// Solidity: function PUSH_GAS() view returns(uint256)
func (paymentChannels *PaymentChannels) UnpackPUSHGAS(data []byte) (*big.Int, error) {
	out, err := paymentChannels.abi.Unpack("PUSH_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackVOUCHERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94739e87.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function VOUCHER_TYPEHASH() view returns(bytes32)
func (paymentChannels *PaymentChannels) PackVOUCHERTYPEHASH() []byte {
	enc, err := paymentChannels.abi.Pack("VOUCHER_TYPEHASH")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVOUCHERTYPEHASH is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x94739e87.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function VOUCHER_TYPEHASH() view returns(bytes32)
func (paymentChannels *PaymentChannels) TryPackVOUCHERTYPEHASH() ([]byte, error) {
	return paymentChannels.abi.Pack("VOUCHER_TYPEHASH")
}

// UnpackVOUCHERTYPEHASH is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x94739e87.
//
// Solidity: function VOUCHER_TYPEHASH() view returns(bytes32)
func (paymentChannels *PaymentChannels) UnpackVOUCHERTYPEHASH(data []byte) ([32]byte, error) {
	out, err := paymentChannels.abi.Unpack("VOUCHER_TYPEHASH", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackChainDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e0c6108.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function chainDigest(bytes32 id, (uint256,uint256,uint32,bytes32) k) view returns(bytes32)
func (paymentChannels *PaymentChannels) PackChainDigest(id [32]byte, k IPaymentChannelsChainCommit) []byte {
	enc, err := paymentChannels.abi.Pack("chainDigest", id, k)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChainDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1e0c6108.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function chainDigest(bytes32 id, (uint256,uint256,uint32,bytes32) k) view returns(bytes32)
func (paymentChannels *PaymentChannels) TryPackChainDigest(id [32]byte, k IPaymentChannelsChainCommit) ([]byte, error) {
	return paymentChannels.abi.Pack("chainDigest", id, k)
}

// UnpackChainDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1e0c6108.
//
// Solidity: function chainDigest(bytes32 id, (uint256,uint256,uint32,bytes32) k) view returns(bytes32)
func (paymentChannels *PaymentChannels) UnpackChainDigest(data []byte) ([32]byte, error) {
	out, err := paymentChannels.abi.Unpack("chainDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackChallengePeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3f480d9.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function challengePeriod() view returns(uint64)
func (paymentChannels *PaymentChannels) PackChallengePeriod() []byte {
	enc, err := paymentChannels.abi.Pack("challengePeriod")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChallengePeriod is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf3f480d9.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function challengePeriod() view returns(uint64)
func (paymentChannels *PaymentChannels) TryPackChallengePeriod() ([]byte, error) {
	return paymentChannels.abi.Pack("challengePeriod")
}

// UnpackChallengePeriod is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf3f480d9.
//
// Solidity: function challengePeriod() view returns(uint64)
func (paymentChannels *PaymentChannels) UnpackChallengePeriod(data []byte) (uint64, error) {
	out, err := paymentChannels.abi.Unpack("challengePeriod", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackChannelId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5634c16.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function channelId((address,address,address,address,bytes32) c) view returns(bytes32)
func (paymentChannels *PaymentChannels) PackChannelId(c IPaymentChannelsChannel) []byte {
	enc, err := paymentChannels.abi.Pack("channelId", c)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChannelId is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa5634c16.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function channelId((address,address,address,address,bytes32) c) view returns(bytes32)
func (paymentChannels *PaymentChannels) TryPackChannelId(c IPaymentChannelsChannel) ([]byte, error) {
	return paymentChannels.abi.Pack("channelId", c)
}

// UnpackChannelId is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa5634c16.
//
// Solidity: function channelId((address,address,address,address,bytes32) c) view returns(bytes32)
func (paymentChannels *PaymentChannels) UnpackChannelId(data []byte) ([32]byte, error) {
	out, err := paymentChannels.abi.Unpack("channelId", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackChannels is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a7ebd7b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function channels(bytes32 id) view returns((uint96,uint96,uint40,uint24))
func (paymentChannels *PaymentChannels) PackChannels(id [32]byte) []byte {
	enc, err := paymentChannels.abi.Pack("channels", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackChannels is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7a7ebd7b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function channels(bytes32 id) view returns((uint96,uint96,uint40,uint24))
func (paymentChannels *PaymentChannels) TryPackChannels(id [32]byte) ([]byte, error) {
	return paymentChannels.abi.Pack("channels", id)
}

// UnpackChannels is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7a7ebd7b.
//
// Solidity: function channels(bytes32 id) view returns((uint96,uint96,uint40,uint24))
func (paymentChannels *PaymentChannels) UnpackChannels(data []byte) (IPaymentChannelsChannelState, error) {
	out, err := paymentChannels.abi.Unpack("channels", data)
	if err != nil {
		return *new(IPaymentChannelsChannelState), err
	}
	out0 := *abi.ConvertType(out[0], new(IPaymentChannelsChannelState)).(*IPaymentChannelsChannelState)
	return out0, nil
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9f3f106.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim((address,address,address,address,bytes32) c, uint256 amount, bytes signature) returns(uint256 paid)
func (paymentChannels *PaymentChannels) PackClaim(c IPaymentChannelsChannel, amount *big.Int, signature []byte) []byte {
	enc, err := paymentChannels.abi.Pack("claim", c, amount, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf9f3f106.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim((address,address,address,address,bytes32) c, uint256 amount, bytes signature) returns(uint256 paid)
func (paymentChannels *PaymentChannels) TryPackClaim(c IPaymentChannelsChannel, amount *big.Int, signature []byte) ([]byte, error) {
	return paymentChannels.abi.Pack("claim", c, amount, signature)
}

// UnpackClaim is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xf9f3f106.
//
// Solidity: function claim((address,address,address,address,bytes32) c, uint256 amount, bytes signature) returns(uint256 paid)
func (paymentChannels *PaymentChannels) UnpackClaim(data []byte) (*big.Int, error) {
	out, err := paymentChannels.abi.Unpack("claim", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fca54cc.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimBatch(address payee, address token, (address,address,bytes32,uint256,bytes)[] claims) returns(uint256 paid)
func (paymentChannels *PaymentChannels) PackClaimBatch(payee common.Address, token common.Address, claims []IPaymentChannelsBatchClaim) []byte {
	enc, err := paymentChannels.abi.Pack("claimBatch", payee, token, claims)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4fca54cc.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimBatch(address payee, address token, (address,address,bytes32,uint256,bytes)[] claims) returns(uint256 paid)
func (paymentChannels *PaymentChannels) TryPackClaimBatch(payee common.Address, token common.Address, claims []IPaymentChannelsBatchClaim) ([]byte, error) {
	return paymentChannels.abi.Pack("claimBatch", payee, token, claims)
}

// UnpackClaimBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4fca54cc.
//
// Solidity: function claimBatch(address payee, address token, (address,address,bytes32,uint256,bytes)[] claims) returns(uint256 paid)
func (paymentChannels *PaymentChannels) UnpackClaimBatch(data []byte) (*big.Int, error) {
	out, err := paymentChannels.abi.Unpack("claimBatch", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimWord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8c62ca6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimWord((address,address,address,address,bytes32) c, (uint256,uint256,uint32,bytes32) k, bytes signature, bytes32 word, uint32 index) returns(uint256 paid)
func (paymentChannels *PaymentChannels) PackClaimWord(c IPaymentChannelsChannel, k IPaymentChannelsChainCommit, signature []byte, word [32]byte, index uint32) []byte {
	enc, err := paymentChannels.abi.Pack("claimWord", c, k, signature, word, index)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimWord is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe8c62ca6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimWord((address,address,address,address,bytes32) c, (uint256,uint256,uint32,bytes32) k, bytes signature, bytes32 word, uint32 index) returns(uint256 paid)
func (paymentChannels *PaymentChannels) TryPackClaimWord(c IPaymentChannelsChannel, k IPaymentChannelsChainCommit, signature []byte, word [32]byte, index uint32) ([]byte, error) {
	return paymentChannels.abi.Pack("claimWord", c, k, signature, word, index)
}

// UnpackClaimWord is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe8c62ca6.
//
// Solidity: function claimWord((address,address,address,address,bytes32) c, (uint256,uint256,uint32,bytes32) k, bytes signature, bytes32 word, uint32 index) returns(uint256 paid)
func (paymentChannels *PaymentChannels) UnpackClaimWord(data []byte) (*big.Int, error) {
	out, err := paymentChannels.abi.Unpack("claimWord", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackClaimWordBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3f90d459.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claimWordBatch(address payee, address token, (address,address,bytes32,(uint256,uint256,uint32,bytes32),bytes,bytes32,uint32)[] claims) returns(uint256 paid)
func (paymentChannels *PaymentChannels) PackClaimWordBatch(payee common.Address, token common.Address, claims []IPaymentChannelsWordClaim) []byte {
	enc, err := paymentChannels.abi.Pack("claimWordBatch", payee, token, claims)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaimWordBatch is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3f90d459.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claimWordBatch(address payee, address token, (address,address,bytes32,(uint256,uint256,uint32,bytes32),bytes,bytes32,uint32)[] claims) returns(uint256 paid)
func (paymentChannels *PaymentChannels) TryPackClaimWordBatch(payee common.Address, token common.Address, claims []IPaymentChannelsWordClaim) ([]byte, error) {
	return paymentChannels.abi.Pack("claimWordBatch", payee, token, claims)
}

// UnpackClaimWordBatch is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3f90d459.
//
// Solidity: function claimWordBatch(address payee, address token, (address,address,bytes32,(uint256,uint256,uint32,bytes32),bytes,bytes32,uint32)[] claims) returns(uint256 paid)
func (paymentChannels *PaymentChannels) UnpackClaimWordBatch(data []byte) (*big.Int, error) {
	out, err := paymentChannels.abi.Unpack("claimWordBatch", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCollectFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x537ad6e1.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function collectFees((address,address,address,address,bytes32)[] cs) returns(uint256 total)
func (paymentChannels *PaymentChannels) PackCollectFees(cs []IPaymentChannelsChannel) []byte {
	enc, err := paymentChannels.abi.Pack("collectFees", cs)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCollectFees is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x537ad6e1.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function collectFees((address,address,address,address,bytes32)[] cs) returns(uint256 total)
func (paymentChannels *PaymentChannels) TryPackCollectFees(cs []IPaymentChannelsChannel) ([]byte, error) {
	return paymentChannels.abi.Pack("collectFees", cs)
}

// UnpackCollectFees is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x537ad6e1.
//
// Solidity: function collectFees((address,address,address,address,bytes32)[] cs) returns(uint256 total)
func (paymentChannels *PaymentChannels) UnpackCollectFees(data []byte) (*big.Int, error) {
	out, err := paymentChannels.abi.Unpack("collectFees", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPaymentChannelsEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (paymentChannels *PaymentChannels) PackPaymentChannelsEip712Domain() []byte {
	enc, err := paymentChannels.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPaymentChannelsEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (paymentChannels *PaymentChannels) TryPackPaymentChannelsEip712Domain() ([]byte, error) {
	return paymentChannels.abi.Pack("eip712Domain")
}

// PaymentChannelsEip712DomainOutput serves as a container for the return parameters of contract
// method PaymentChannelsEip712Domain.
type PaymentChannelsEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackPaymentChannelsEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (paymentChannels *PaymentChannels) UnpackPaymentChannelsEip712Domain(data []byte) (PaymentChannelsEip712DomainOutput, error) {
	out, err := paymentChannels.abi.Unpack("eip712Domain", data)
	outstruct := new(PaymentChannelsEip712DomainOutput)
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

// PackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeBps() view returns(uint16)
func (paymentChannels *PaymentChannels) PackFeeBps() []byte {
	enc, err := paymentChannels.abi.Pack("feeBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeBps() view returns(uint16)
func (paymentChannels *PaymentChannels) TryPackFeeBps() ([]byte, error) {
	return paymentChannels.abi.Pack("feeBps")
}

// UnpackFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24a9d853.
//
// Solidity: function feeBps() view returns(uint16)
func (paymentChannels *PaymentChannels) UnpackFeeBps(data []byte) (uint16, error) {
	out, err := paymentChannels.abi.Unpack("feeBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackFeeCollected is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb924ddcd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeCollected(bytes32 id) view returns(uint256)
func (paymentChannels *PaymentChannels) PackFeeCollected(id [32]byte) []byte {
	enc, err := paymentChannels.abi.Pack("feeCollected", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeCollected is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb924ddcd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeCollected(bytes32 id) view returns(uint256)
func (paymentChannels *PaymentChannels) TryPackFeeCollected(id [32]byte) ([]byte, error) {
	return paymentChannels.abi.Pack("feeCollected", id)
}

// UnpackFeeCollected is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xb924ddcd.
//
// Solidity: function feeCollected(bytes32 id) view returns(uint256)
func (paymentChannels *PaymentChannels) UnpackFeeCollected(data []byte) (*big.Int, error) {
	out, err := paymentChannels.abi.Unpack("feeCollected", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackFeeHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8959e414.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeHeld(bytes32 id) view returns(uint256)
func (paymentChannels *PaymentChannels) PackFeeHeld(id [32]byte) []byte {
	enc, err := paymentChannels.abi.Pack("feeHeld", id)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFeeHeld is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8959e414.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function feeHeld(bytes32 id) view returns(uint256)
func (paymentChannels *PaymentChannels) TryPackFeeHeld(id [32]byte) ([]byte, error) {
	return paymentChannels.abi.Pack("feeHeld", id)
}

// UnpackFeeHeld is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8959e414.
//
// Solidity: function feeHeld(bytes32 id) view returns(uint256)
func (paymentChannels *PaymentChannels) UnpackFeeHeld(data []byte) (*big.Int, error) {
	out, err := paymentChannels.abi.Unpack("feeHeld", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b93368f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function open((address,address,address,address,bytes32) c, uint256 amount) payable returns(bytes32 id)
func (paymentChannels *PaymentChannels) PackOpen(c IPaymentChannelsChannel, amount *big.Int) []byte {
	enc, err := paymentChannels.abi.Pack("open", c, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOpen is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9b93368f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function open((address,address,address,address,bytes32) c, uint256 amount) payable returns(bytes32 id)
func (paymentChannels *PaymentChannels) TryPackOpen(c IPaymentChannelsChannel, amount *big.Int) ([]byte, error) {
	return paymentChannels.abi.Pack("open", c, amount)
}

// UnpackOpen is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9b93368f.
//
// Solidity: function open((address,address,address,address,bytes32) c, uint256 amount) payable returns(bytes32 id)
func (paymentChannels *PaymentChannels) UnpackOpen(data []byte) ([32]byte, error) {
	out, err := paymentChannels.abi.Unpack("open", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28079e4a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owed(address token, address account) view returns(uint256)
func (paymentChannels *PaymentChannels) PackOwed(token common.Address, account common.Address) []byte {
	enc, err := paymentChannels.abi.Pack("owed", token, account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28079e4a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function owed(address token, address account) view returns(uint256)
func (paymentChannels *PaymentChannels) TryPackOwed(token common.Address, account common.Address) ([]byte, error) {
	return paymentChannels.abi.Pack("owed", token, account)
}

// UnpackOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x28079e4a.
//
// Solidity: function owed(address token, address account) view returns(uint256)
func (paymentChannels *PaymentChannels) UnpackOwed(data []byte) (*big.Int, error) {
	out, err := paymentChannels.abi.Unpack("owed", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRequestWithdrawal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ee1741c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function requestWithdrawal((address,address,address,address,bytes32) c) returns(uint64 withdrawableAt)
func (paymentChannels *PaymentChannels) PackRequestWithdrawal(c IPaymentChannelsChannel) []byte {
	enc, err := paymentChannels.abi.Pack("requestWithdrawal", c)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRequestWithdrawal is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x8ee1741c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function requestWithdrawal((address,address,address,address,bytes32) c) returns(uint64 withdrawableAt)
func (paymentChannels *PaymentChannels) TryPackRequestWithdrawal(c IPaymentChannelsChannel) ([]byte, error) {
	return paymentChannels.abi.Pack("requestWithdrawal", c)
}

// UnpackRequestWithdrawal is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x8ee1741c.
//
// Solidity: function requestWithdrawal((address,address,address,address,bytes32) c) returns(uint64 withdrawableAt)
func (paymentChannels *PaymentChannels) UnpackRequestWithdrawal(data []byte) (uint64, error) {
	out, err := paymentChannels.abi.Unpack("requestWithdrawal", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackTopUp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc044bf6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function topUp((address,address,address,address,bytes32) c, uint256 amount) payable returns()
func (paymentChannels *PaymentChannels) PackTopUp(c IPaymentChannelsChannel, amount *big.Int) []byte {
	enc, err := paymentChannels.abi.Pack("topUp", c, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTopUp is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xfc044bf6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function topUp((address,address,address,address,bytes32) c, uint256 amount) payable returns()
func (paymentChannels *PaymentChannels) TryPackTopUp(c IPaymentChannelsChannel, amount *big.Int) ([]byte, error) {
	return paymentChannels.abi.Pack("topUp", c, amount)
}

// PackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasury() view returns(address)
func (paymentChannels *PaymentChannels) PackTreasury() []byte {
	enc, err := paymentChannels.abi.Pack("treasury")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function treasury() view returns(address)
func (paymentChannels *PaymentChannels) TryPackTreasury() ([]byte, error) {
	return paymentChannels.abi.Pack("treasury")
}

// UnpackTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d027b3.
//
// Solidity: function treasury() view returns(address)
func (paymentChannels *PaymentChannels) UnpackTreasury(data []byte) (common.Address, error) {
	out, err := paymentChannels.abi.Unpack("treasury", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackVoucherDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe55aee26.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function voucherDigest(bytes32 id, uint256 amount) view returns(bytes32)
func (paymentChannels *PaymentChannels) PackVoucherDigest(id [32]byte, amount *big.Int) []byte {
	enc, err := paymentChannels.abi.Pack("voucherDigest", id, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackVoucherDigest is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe55aee26.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function voucherDigest(bytes32 id, uint256 amount) view returns(bytes32)
func (paymentChannels *PaymentChannels) TryPackVoucherDigest(id [32]byte, amount *big.Int) ([]byte, error) {
	return paymentChannels.abi.Pack("voucherDigest", id, amount)
}

// UnpackVoucherDigest is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe55aee26.
//
// Solidity: function voucherDigest(bytes32 id, uint256 amount) view returns(bytes32)
func (paymentChannels *PaymentChannels) UnpackVoucherDigest(data []byte) ([32]byte, error) {
	out, err := paymentChannels.abi.Unpack("voucherDigest", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d6a710c.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw((address,address,address,address,bytes32) c) returns(uint256 amount)
func (paymentChannels *PaymentChannels) PackWithdraw(c IPaymentChannelsChannel) []byte {
	enc, err := paymentChannels.abi.Pack("withdraw", c)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4d6a710c.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw((address,address,address,address,bytes32) c) returns(uint256 amount)
func (paymentChannels *PaymentChannels) TryPackWithdraw(c IPaymentChannelsChannel) ([]byte, error) {
	return paymentChannels.abi.Pack("withdraw", c)
}

// UnpackWithdraw is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4d6a710c.
//
// Solidity: function withdraw((address,address,address,address,bytes32) c) returns(uint256 amount)
func (paymentChannels *PaymentChannels) UnpackWithdraw(data []byte) (*big.Int, error) {
	out, err := paymentChannels.abi.Unpack("withdraw", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackWithdrawOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc2cff684.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdrawOwed(address token, address to) returns()
func (paymentChannels *PaymentChannels) PackWithdrawOwed(token common.Address, to common.Address) []byte {
	enc, err := paymentChannels.abi.Pack("withdrawOwed", token, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdrawOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc2cff684.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdrawOwed(address token, address to) returns()
func (paymentChannels *PaymentChannels) TryPackWithdrawOwed(token common.Address, to common.Address) ([]byte, error) {
	return paymentChannels.abi.Pack("withdrawOwed", token, to)
}

// PaymentChannelsChannelClaimed represents a ChannelClaimed event raised by the PaymentChannels contract.
type PaymentChannelsChannelClaimed struct {
	Id         [32]byte
	Cumulative *big.Int
	Raw        *types.Log // Blockchain specific contextual infos
}

const PaymentChannelsChannelClaimedEventName = "ChannelClaimed"

// ContractEventName returns the user-defined event name.
func (PaymentChannelsChannelClaimed) ContractEventName() string {
	return PaymentChannelsChannelClaimedEventName
}

// UnpackChannelClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelClaimed(bytes32 indexed id, uint256 cumulative)
func (paymentChannels *PaymentChannels) UnpackChannelClaimedEvent(log *types.Log) (*PaymentChannelsChannelClaimed, error) {
	event := "ChannelClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannels.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelsChannelClaimed)
	if len(log.Data) > 0 {
		if err := paymentChannels.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannels.abi.Events[event].Inputs {
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

// PaymentChannelsChannelFeeCollected represents a ChannelFeeCollected event raised by the PaymentChannels contract.
type PaymentChannelsChannelFeeCollected struct {
	Id    [32]byte
	Token common.Address
	Fee   *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const PaymentChannelsChannelFeeCollectedEventName = "ChannelFeeCollected"

// ContractEventName returns the user-defined event name.
func (PaymentChannelsChannelFeeCollected) ContractEventName() string {
	return PaymentChannelsChannelFeeCollectedEventName
}

// UnpackChannelFeeCollectedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelFeeCollected(bytes32 indexed id, address indexed token, uint256 fee)
func (paymentChannels *PaymentChannels) UnpackChannelFeeCollectedEvent(log *types.Log) (*PaymentChannelsChannelFeeCollected, error) {
	event := "ChannelFeeCollected"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannels.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelsChannelFeeCollected)
	if len(log.Data) > 0 {
		if err := paymentChannels.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannels.abi.Events[event].Inputs {
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

// PaymentChannelsChannelOpened represents a ChannelOpened event raised by the PaymentChannels contract.
type PaymentChannelsChannelOpened struct {
	Id      [32]byte
	Payer   common.Address
	Payee   common.Address
	Token   common.Address
	Signer  common.Address
	Salt    [32]byte
	Deposit *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const PaymentChannelsChannelOpenedEventName = "ChannelOpened"

// ContractEventName returns the user-defined event name.
func (PaymentChannelsChannelOpened) ContractEventName() string {
	return PaymentChannelsChannelOpenedEventName
}

// UnpackChannelOpenedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelOpened(bytes32 indexed id, address indexed payer, address indexed payee, address token, address signer, bytes32 salt, uint256 deposit)
func (paymentChannels *PaymentChannels) UnpackChannelOpenedEvent(log *types.Log) (*PaymentChannelsChannelOpened, error) {
	event := "ChannelOpened"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannels.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelsChannelOpened)
	if len(log.Data) > 0 {
		if err := paymentChannels.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannels.abi.Events[event].Inputs {
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

// PaymentChannelsChannelOwedWithdrawn represents a ChannelOwedWithdrawn event raised by the PaymentChannels contract.
type PaymentChannelsChannelOwedWithdrawn struct {
	Token   common.Address
	Account common.Address
	To      common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const PaymentChannelsChannelOwedWithdrawnEventName = "ChannelOwedWithdrawn"

// ContractEventName returns the user-defined event name.
func (PaymentChannelsChannelOwedWithdrawn) ContractEventName() string {
	return PaymentChannelsChannelOwedWithdrawnEventName
}

// UnpackChannelOwedWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelOwedWithdrawn(address indexed token, address indexed account, address to, uint256 amount)
func (paymentChannels *PaymentChannels) UnpackChannelOwedWithdrawnEvent(log *types.Log) (*PaymentChannelsChannelOwedWithdrawn, error) {
	event := "ChannelOwedWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannels.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelsChannelOwedWithdrawn)
	if len(log.Data) > 0 {
		if err := paymentChannels.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannels.abi.Events[event].Inputs {
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

// PaymentChannelsChannelPaymentDeferred represents a ChannelPaymentDeferred event raised by the PaymentChannels contract.
type PaymentChannelsChannelPaymentDeferred struct {
	Token  common.Address
	To     common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const PaymentChannelsChannelPaymentDeferredEventName = "ChannelPaymentDeferred"

// ContractEventName returns the user-defined event name.
func (PaymentChannelsChannelPaymentDeferred) ContractEventName() string {
	return PaymentChannelsChannelPaymentDeferredEventName
}

// UnpackChannelPaymentDeferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelPaymentDeferred(address indexed token, address indexed to, uint256 amount)
func (paymentChannels *PaymentChannels) UnpackChannelPaymentDeferredEvent(log *types.Log) (*PaymentChannelsChannelPaymentDeferred, error) {
	event := "ChannelPaymentDeferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannels.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelsChannelPaymentDeferred)
	if len(log.Data) > 0 {
		if err := paymentChannels.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannels.abi.Events[event].Inputs {
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

// PaymentChannelsChannelToppedUp represents a ChannelToppedUp event raised by the PaymentChannels contract.
type PaymentChannelsChannelToppedUp struct {
	Id        [32]byte
	Amount    *big.Int
	Deposited *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const PaymentChannelsChannelToppedUpEventName = "ChannelToppedUp"

// ContractEventName returns the user-defined event name.
func (PaymentChannelsChannelToppedUp) ContractEventName() string {
	return PaymentChannelsChannelToppedUpEventName
}

// UnpackChannelToppedUpEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelToppedUp(bytes32 indexed id, uint256 amount, uint256 deposited)
func (paymentChannels *PaymentChannels) UnpackChannelToppedUpEvent(log *types.Log) (*PaymentChannelsChannelToppedUp, error) {
	event := "ChannelToppedUp"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannels.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelsChannelToppedUp)
	if len(log.Data) > 0 {
		if err := paymentChannels.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannels.abi.Events[event].Inputs {
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

// PaymentChannelsChannelWithdrawalCancelled represents a ChannelWithdrawalCancelled event raised by the PaymentChannels contract.
type PaymentChannelsChannelWithdrawalCancelled struct {
	Id  [32]byte
	Raw *types.Log // Blockchain specific contextual infos
}

const PaymentChannelsChannelWithdrawalCancelledEventName = "ChannelWithdrawalCancelled"

// ContractEventName returns the user-defined event name.
func (PaymentChannelsChannelWithdrawalCancelled) ContractEventName() string {
	return PaymentChannelsChannelWithdrawalCancelledEventName
}

// UnpackChannelWithdrawalCancelledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelWithdrawalCancelled(bytes32 indexed id)
func (paymentChannels *PaymentChannels) UnpackChannelWithdrawalCancelledEvent(log *types.Log) (*PaymentChannelsChannelWithdrawalCancelled, error) {
	event := "ChannelWithdrawalCancelled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannels.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelsChannelWithdrawalCancelled)
	if len(log.Data) > 0 {
		if err := paymentChannels.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannels.abi.Events[event].Inputs {
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

// PaymentChannelsChannelWithdrawalRequested represents a ChannelWithdrawalRequested event raised by the PaymentChannels contract.
type PaymentChannelsChannelWithdrawalRequested struct {
	Id             [32]byte
	WithdrawableAt uint64
	Raw            *types.Log // Blockchain specific contextual infos
}

const PaymentChannelsChannelWithdrawalRequestedEventName = "ChannelWithdrawalRequested"

// ContractEventName returns the user-defined event name.
func (PaymentChannelsChannelWithdrawalRequested) ContractEventName() string {
	return PaymentChannelsChannelWithdrawalRequestedEventName
}

// UnpackChannelWithdrawalRequestedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelWithdrawalRequested(bytes32 indexed id, uint64 withdrawableAt)
func (paymentChannels *PaymentChannels) UnpackChannelWithdrawalRequestedEvent(log *types.Log) (*PaymentChannelsChannelWithdrawalRequested, error) {
	event := "ChannelWithdrawalRequested"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannels.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelsChannelWithdrawalRequested)
	if len(log.Data) > 0 {
		if err := paymentChannels.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannels.abi.Events[event].Inputs {
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

// PaymentChannelsChannelWithdrawn represents a ChannelWithdrawn event raised by the PaymentChannels contract.
type PaymentChannelsChannelWithdrawn struct {
	Id     [32]byte
	Payer  common.Address
	Amount *big.Int
	Raw    *types.Log // Blockchain specific contextual infos
}

const PaymentChannelsChannelWithdrawnEventName = "ChannelWithdrawn"

// ContractEventName returns the user-defined event name.
func (PaymentChannelsChannelWithdrawn) ContractEventName() string {
	return PaymentChannelsChannelWithdrawnEventName
}

// UnpackChannelWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event ChannelWithdrawn(bytes32 indexed id, address indexed payer, uint256 amount)
func (paymentChannels *PaymentChannels) UnpackChannelWithdrawnEvent(log *types.Log) (*PaymentChannelsChannelWithdrawn, error) {
	event := "ChannelWithdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannels.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelsChannelWithdrawn)
	if len(log.Data) > 0 {
		if err := paymentChannels.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannels.abi.Events[event].Inputs {
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

// PaymentChannelsEIP712DomainChanged represents a EIP712DomainChanged event raised by the PaymentChannels contract.
type PaymentChannelsEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const PaymentChannelsEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (PaymentChannelsEIP712DomainChanged) ContractEventName() string {
	return PaymentChannelsEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (paymentChannels *PaymentChannels) UnpackEIP712DomainChangedEvent(log *types.Log) (*PaymentChannelsEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != paymentChannels.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(PaymentChannelsEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := paymentChannels.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range paymentChannels.abi.Events[event].Inputs {
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
func (paymentChannels *PaymentChannels) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelBadAmount"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelBadAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelBadParameter"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelBadParameterError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelBadSignature"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelBadSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelBadValue"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelBadValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelBadWord"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelBadWordError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelChallengeOver"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelChallengeOverError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelChallengeRunning"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelChallengeRunningError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelEmptyBatch"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelEmptyBatchError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelExists"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelExistsError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelFeeOnTransferToken"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelFeeOnTransferTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelNoFees"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelNoFeesError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelNoWithdrawal"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelNoWithdrawalError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelNotPayer"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelNotPayerError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelNothingOwed"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelNothingOwedError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelNothingToClaim"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelNothingToClaimError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelTransferFailed"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelUnknown"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelUnknownError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelWithdrawalPending"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelWithdrawalPendingError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ChannelZeroAddress"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackChannelZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	if bytes.Equal(raw[:4], paymentChannels.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return paymentChannels.UnpackStringTooLongError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// PaymentChannelsChannelBadAmount represents a ChannelBadAmount error raised by the PaymentChannels contract.
type PaymentChannelsChannelBadAmount struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelBadAmount(uint256 amount)
func PaymentChannelsChannelBadAmountErrorID() common.Hash {
	return common.HexToHash("0x7d6439b65c854f0bc12b91f6037c94129f9fc9ebdd3f10436500703768669f5f")
}

// UnpackChannelBadAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelBadAmount(uint256 amount)
func (paymentChannels *PaymentChannels) UnpackChannelBadAmountError(raw []byte) (*PaymentChannelsChannelBadAmount, error) {
	out := new(PaymentChannelsChannelBadAmount)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelBadAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelBadParameter represents a ChannelBadParameter error raised by the PaymentChannels contract.
type PaymentChannelsChannelBadParameter struct {
	Name string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelBadParameter(string name)
func PaymentChannelsChannelBadParameterErrorID() common.Hash {
	return common.HexToHash("0xcfa60dab068eab967829385eafc77833251172c6a2a168f8ec2908553bb7995c")
}

// UnpackChannelBadParameterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelBadParameter(string name)
func (paymentChannels *PaymentChannels) UnpackChannelBadParameterError(raw []byte) (*PaymentChannelsChannelBadParameter, error) {
	out := new(PaymentChannelsChannelBadParameter)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelBadParameter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelBadSignature represents a ChannelBadSignature error raised by the PaymentChannels contract.
type PaymentChannelsChannelBadSignature struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelBadSignature(bytes32 id)
func PaymentChannelsChannelBadSignatureErrorID() common.Hash {
	return common.HexToHash("0x0ab0e5005d959cf966c37c7fdd75c848b9c6a740300a0ec768267c3400bc687c")
}

// UnpackChannelBadSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelBadSignature(bytes32 id)
func (paymentChannels *PaymentChannels) UnpackChannelBadSignatureError(raw []byte) (*PaymentChannelsChannelBadSignature, error) {
	out := new(PaymentChannelsChannelBadSignature)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelBadSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelBadValue represents a ChannelBadValue error raised by the PaymentChannels contract.
type PaymentChannelsChannelBadValue struct {
	Sent     *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelBadValue(uint256 sent, uint256 expected)
func PaymentChannelsChannelBadValueErrorID() common.Hash {
	return common.HexToHash("0x3015d3897de4248a31b6d0255a7f5ac6576dbb6c83a4d30c25611b6d7e001f97")
}

// UnpackChannelBadValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelBadValue(uint256 sent, uint256 expected)
func (paymentChannels *PaymentChannels) UnpackChannelBadValueError(raw []byte) (*PaymentChannelsChannelBadValue, error) {
	out := new(PaymentChannelsChannelBadValue)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelBadValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelBadWord represents a ChannelBadWord error raised by the PaymentChannels contract.
type PaymentChannelsChannelBadWord struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelBadWord(bytes32 id)
func PaymentChannelsChannelBadWordErrorID() common.Hash {
	return common.HexToHash("0x6fb3d3f3a82844b8d41b9df955f328b1ced63a43714b04f47ae12132fbb5bc34")
}

// UnpackChannelBadWordError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelBadWord(bytes32 id)
func (paymentChannels *PaymentChannels) UnpackChannelBadWordError(raw []byte) (*PaymentChannelsChannelBadWord, error) {
	out := new(PaymentChannelsChannelBadWord)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelBadWord", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelChallengeOver represents a ChannelChallengeOver error raised by the PaymentChannels contract.
type PaymentChannelsChannelChallengeOver struct {
	Id             [32]byte
	WithdrawableAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelChallengeOver(bytes32 id, uint64 withdrawableAt)
func PaymentChannelsChannelChallengeOverErrorID() common.Hash {
	return common.HexToHash("0x4c89df3b9dd629c574ff6c96a9d9e41a6d915cee15c0b0783b327e16ffe60e4b")
}

// UnpackChannelChallengeOverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelChallengeOver(bytes32 id, uint64 withdrawableAt)
func (paymentChannels *PaymentChannels) UnpackChannelChallengeOverError(raw []byte) (*PaymentChannelsChannelChallengeOver, error) {
	out := new(PaymentChannelsChannelChallengeOver)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelChallengeOver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelChallengeRunning represents a ChannelChallengeRunning error raised by the PaymentChannels contract.
type PaymentChannelsChannelChallengeRunning struct {
	Id             [32]byte
	WithdrawableAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelChallengeRunning(bytes32 id, uint64 withdrawableAt)
func PaymentChannelsChannelChallengeRunningErrorID() common.Hash {
	return common.HexToHash("0x46cb3a1a14167dfe38b178900b89b73bb424e202a500b5a658440e446b51a6ae")
}

// UnpackChannelChallengeRunningError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelChallengeRunning(bytes32 id, uint64 withdrawableAt)
func (paymentChannels *PaymentChannels) UnpackChannelChallengeRunningError(raw []byte) (*PaymentChannelsChannelChallengeRunning, error) {
	out := new(PaymentChannelsChannelChallengeRunning)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelChallengeRunning", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelEmptyBatch represents a ChannelEmptyBatch error raised by the PaymentChannels contract.
type PaymentChannelsChannelEmptyBatch struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelEmptyBatch()
func PaymentChannelsChannelEmptyBatchErrorID() common.Hash {
	return common.HexToHash("0xd3ede905b7817c7f8fe091daa085650081e61d0870e8da9da136e7fa64c4b50b")
}

// UnpackChannelEmptyBatchError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelEmptyBatch()
func (paymentChannels *PaymentChannels) UnpackChannelEmptyBatchError(raw []byte) (*PaymentChannelsChannelEmptyBatch, error) {
	out := new(PaymentChannelsChannelEmptyBatch)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelEmptyBatch", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelExists represents a ChannelExists error raised by the PaymentChannels contract.
type PaymentChannelsChannelExists struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelExists(bytes32 id)
func PaymentChannelsChannelExistsErrorID() common.Hash {
	return common.HexToHash("0xa940c060494e4a8725ceaaeed5009635eed00c41d329b627de1735c400b10517")
}

// UnpackChannelExistsError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelExists(bytes32 id)
func (paymentChannels *PaymentChannels) UnpackChannelExistsError(raw []byte) (*PaymentChannelsChannelExists, error) {
	out := new(PaymentChannelsChannelExists)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelExists", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelFeeOnTransferToken represents a ChannelFeeOnTransferToken error raised by the PaymentChannels contract.
type PaymentChannelsChannelFeeOnTransferToken struct {
	Token    common.Address
	Received *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelFeeOnTransferToken(address token, uint256 received, uint256 expected)
func PaymentChannelsChannelFeeOnTransferTokenErrorID() common.Hash {
	return common.HexToHash("0x16d1bde1433a3f3834952fd78b4155e8b8b02b22aa11f6d71d56e4ceaff3ae5b")
}

// UnpackChannelFeeOnTransferTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelFeeOnTransferToken(address token, uint256 received, uint256 expected)
func (paymentChannels *PaymentChannels) UnpackChannelFeeOnTransferTokenError(raw []byte) (*PaymentChannelsChannelFeeOnTransferToken, error) {
	out := new(PaymentChannelsChannelFeeOnTransferToken)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelFeeOnTransferToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelNoFees represents a ChannelNoFees error raised by the PaymentChannels contract.
type PaymentChannelsChannelNoFees struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelNoFees()
func PaymentChannelsChannelNoFeesErrorID() common.Hash {
	return common.HexToHash("0xd352985171f5c94a5508a9f3eb40249411841a52a7c49d83cb346e8b52681f6b")
}

// UnpackChannelNoFeesError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelNoFees()
func (paymentChannels *PaymentChannels) UnpackChannelNoFeesError(raw []byte) (*PaymentChannelsChannelNoFees, error) {
	out := new(PaymentChannelsChannelNoFees)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelNoFees", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelNoWithdrawal represents a ChannelNoWithdrawal error raised by the PaymentChannels contract.
type PaymentChannelsChannelNoWithdrawal struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelNoWithdrawal(bytes32 id)
func PaymentChannelsChannelNoWithdrawalErrorID() common.Hash {
	return common.HexToHash("0x81a978f6711dbfe6dd00bbb3d0eb5cddd9232b0590906e684f5f822411e67f2e")
}

// UnpackChannelNoWithdrawalError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelNoWithdrawal(bytes32 id)
func (paymentChannels *PaymentChannels) UnpackChannelNoWithdrawalError(raw []byte) (*PaymentChannelsChannelNoWithdrawal, error) {
	out := new(PaymentChannelsChannelNoWithdrawal)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelNoWithdrawal", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelNotPayer represents a ChannelNotPayer error raised by the PaymentChannels contract.
type PaymentChannelsChannelNotPayer struct {
	Caller common.Address
	Payer  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelNotPayer(address caller, address payer)
func PaymentChannelsChannelNotPayerErrorID() common.Hash {
	return common.HexToHash("0x2ac68cf9529b4d6984bbe1a3d193c24676b24de6ddd51c28906a3c3b2569bb33")
}

// UnpackChannelNotPayerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelNotPayer(address caller, address payer)
func (paymentChannels *PaymentChannels) UnpackChannelNotPayerError(raw []byte) (*PaymentChannelsChannelNotPayer, error) {
	out := new(PaymentChannelsChannelNotPayer)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelNotPayer", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelNothingOwed represents a ChannelNothingOwed error raised by the PaymentChannels contract.
type PaymentChannelsChannelNothingOwed struct {
	Token   common.Address
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelNothingOwed(address token, address account)
func PaymentChannelsChannelNothingOwedErrorID() common.Hash {
	return common.HexToHash("0x4511ba05fd284505a09cee97f1a6a0dfb2d02448638994e1ee1058e6abad6f37")
}

// UnpackChannelNothingOwedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelNothingOwed(address token, address account)
func (paymentChannels *PaymentChannels) UnpackChannelNothingOwedError(raw []byte) (*PaymentChannelsChannelNothingOwed, error) {
	out := new(PaymentChannelsChannelNothingOwed)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelNothingOwed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelNothingToClaim represents a ChannelNothingToClaim error raised by the PaymentChannels contract.
type PaymentChannelsChannelNothingToClaim struct {
	Id        [32]byte
	Amount    *big.Int
	Claimed   *big.Int
	Deposited *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelNothingToClaim(bytes32 id, uint256 amount, uint256 claimed, uint256 deposited)
func PaymentChannelsChannelNothingToClaimErrorID() common.Hash {
	return common.HexToHash("0x6af8d5213e03d5fde332360f2a77b6566ddfcddcb56fc2377aa6121666aa481f")
}

// UnpackChannelNothingToClaimError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelNothingToClaim(bytes32 id, uint256 amount, uint256 claimed, uint256 deposited)
func (paymentChannels *PaymentChannels) UnpackChannelNothingToClaimError(raw []byte) (*PaymentChannelsChannelNothingToClaim, error) {
	out := new(PaymentChannelsChannelNothingToClaim)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelNothingToClaim", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelTransferFailed represents a ChannelTransferFailed error raised by the PaymentChannels contract.
type PaymentChannelsChannelTransferFailed struct {
	Token  common.Address
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelTransferFailed(address token, address to, uint256 amount)
func PaymentChannelsChannelTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x9b157b1ba9cda30f0daa2a657ef0ba2ccfb56c5522ebd90d828aa91638e95eaa")
}

// UnpackChannelTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelTransferFailed(address token, address to, uint256 amount)
func (paymentChannels *PaymentChannels) UnpackChannelTransferFailedError(raw []byte) (*PaymentChannelsChannelTransferFailed, error) {
	out := new(PaymentChannelsChannelTransferFailed)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelUnknown represents a ChannelUnknown error raised by the PaymentChannels contract.
type PaymentChannelsChannelUnknown struct {
	Id [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelUnknown(bytes32 id)
func PaymentChannelsChannelUnknownErrorID() common.Hash {
	return common.HexToHash("0xcba6e63a8c29e3f05bc3c769a8d28ec17390ff147ea155270ab9703dbb52d239")
}

// UnpackChannelUnknownError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelUnknown(bytes32 id)
func (paymentChannels *PaymentChannels) UnpackChannelUnknownError(raw []byte) (*PaymentChannelsChannelUnknown, error) {
	out := new(PaymentChannelsChannelUnknown)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelUnknown", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelWithdrawalPending represents a ChannelWithdrawalPending error raised by the PaymentChannels contract.
type PaymentChannelsChannelWithdrawalPending struct {
	Id             [32]byte
	WithdrawableAt uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelWithdrawalPending(bytes32 id, uint64 withdrawableAt)
func PaymentChannelsChannelWithdrawalPendingErrorID() common.Hash {
	return common.HexToHash("0xa783e95ba822ca9db319792cc3684edaad3e7a9f2a11293979f8ffffa403a213")
}

// UnpackChannelWithdrawalPendingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelWithdrawalPending(bytes32 id, uint64 withdrawableAt)
func (paymentChannels *PaymentChannels) UnpackChannelWithdrawalPendingError(raw []byte) (*PaymentChannelsChannelWithdrawalPending, error) {
	out := new(PaymentChannelsChannelWithdrawalPending)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelWithdrawalPending", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsChannelZeroAddress represents a ChannelZeroAddress error raised by the PaymentChannels contract.
type PaymentChannelsChannelZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ChannelZeroAddress()
func PaymentChannelsChannelZeroAddressErrorID() common.Hash {
	return common.HexToHash("0x5187d2eae56e49b121c186346cc459e7c18f59ac93dc3102b847ea51b96d6117")
}

// UnpackChannelZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ChannelZeroAddress()
func (paymentChannels *PaymentChannels) UnpackChannelZeroAddressError(raw []byte) (*PaymentChannelsChannelZeroAddress, error) {
	out := new(PaymentChannelsChannelZeroAddress)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ChannelZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsInvalidShortString represents a InvalidShortString error raised by the PaymentChannels contract.
type PaymentChannelsInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func PaymentChannelsInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (paymentChannels *PaymentChannels) UnpackInvalidShortStringError(raw []byte) (*PaymentChannelsInvalidShortString, error) {
	out := new(PaymentChannelsInvalidShortString)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the PaymentChannels contract.
type PaymentChannelsReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func PaymentChannelsReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (paymentChannels *PaymentChannels) UnpackReentrancyGuardReentrantCallError(raw []byte) (*PaymentChannelsReentrancyGuardReentrantCall, error) {
	out := new(PaymentChannelsReentrancyGuardReentrantCall)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the PaymentChannels contract.
type PaymentChannelsSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func PaymentChannelsSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (paymentChannels *PaymentChannels) UnpackSafeERC20FailedOperationError(raw []byte) (*PaymentChannelsSafeERC20FailedOperation, error) {
	out := new(PaymentChannelsSafeERC20FailedOperation)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// PaymentChannelsStringTooLong represents a StringTooLong error raised by the PaymentChannels contract.
type PaymentChannelsStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func PaymentChannelsStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (paymentChannels *PaymentChannels) UnpackStringTooLongError(raw []byte) (*PaymentChannelsStringTooLong, error) {
	out := new(PaymentChannelsStringTooLong)
	if err := paymentChannels.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}
