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
}

// PaymentChannelsMetaData contains all meta data concerning the PaymentChannels contract.
var PaymentChannelsMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"treasury_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"feeBps_\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"challengePeriod_\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"CHANNEL_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_CHALLENGE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_FEE_BPS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MIN_CHALLENGE\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PUSH_GAS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"VOUCHER_TYPEHASH\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"challengePeriod\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"channelId\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"channels\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.ChannelState\",\"components\":[{\"name\":\"deposited\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"claimed\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"withdrawableAt\",\"type\":\"uint40\",\"internalType\":\"uint40\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"claim\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claimBatch\",\"inputs\":[{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"claims\",\"type\":\"tuple[]\",\"internalType\":\"structIPaymentChannels.BatchClaim[]\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}]}],\"outputs\":[{\"name\":\"paid\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"eip712Domain\",\"inputs\":[],\"outputs\":[{\"name\":\"fields\",\"type\":\"bytes1\",\"internalType\":\"bytes1\"},{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"version\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"verifyingContract\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"extensions\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"feeBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"open\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"owed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"requestWithdrawal\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"outputs\":[{\"name\":\"withdrawableAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"topUp\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"treasury\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"voucherDigest\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[{\"name\":\"c\",\"type\":\"tuple\",\"internalType\":\"structIPaymentChannels.Channel\",\"components\":[{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]}],\"outputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"withdrawOwed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"ChannelClaimed\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"cumulative\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelOpened\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"payer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"payee\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"signer\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"deposit\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelOwedWithdrawn\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":false,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelPaymentDeferred\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelToppedUp\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"deposited\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelWithdrawalCancelled\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelWithdrawalRequested\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"withdrawableAt\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"ChannelWithdrawn\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"},{\"name\":\"payer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"EIP712DomainChanged\",\"inputs\":[],\"anonymous\":false},{\"type\":\"error\",\"name\":\"ChannelBadAmount\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChannelBadParameter\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"ChannelBadSignature\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ChannelBadValue\",\"inputs\":[{\"name\":\"sent\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChannelChallengeOver\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"withdrawableAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ChannelChallengeRunning\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"withdrawableAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ChannelEmptyBatch\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ChannelExists\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ChannelFeeOnTransferToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"received\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChannelNoWithdrawal\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ChannelNotPayer\",\"inputs\":[{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"payer\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ChannelNothingOwed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ChannelNothingToClaim\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"claimed\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"deposited\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChannelTransferFailed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ChannelUnknown\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ChannelWithdrawalPending\",\"inputs\":[{\"name\":\"id\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"withdrawableAt\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"ChannelZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"InvalidShortString\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"StringTooLong\",\"inputs\":[{\"name\":\"str\",\"type\":\"string\",\"internalType\":\"string\"}]}]",
	ID:  "PaymentChannels",
	Bin: "0x6101c0604052348015610010575f5ffd5b50604051612a9a380380612a9a83398101604081905261002f91610265565b6040518060400160405280601981526020017f4167656e7453697465205061796d656e744368616e6e656c7300000000000000815250604051806040016040528060018152602001603160f81b81525061008e8261022860201b60201c565b6101205261009b81610228565b61014052815160208084019190912060e052815190820120610100524660a05261012760e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c0526001600160a01b038316610157576040516328c3e97560e11b815260040160405180910390fd5b6103e861ffff8316111561019c5760405163cfa60dab60e01b815260206004820152600660248201526566656542707360d01b60448201526064015b60405180910390fd5b603c6001600160401b03821610806101bf575062278d006001600160401b038216115b156101ff5760405163cfa60dab60e01b815260206004820152600f60248201526e18da185b1b195b99d954195c9a5bd9608a1b6044820152606401610193565b6001600160a01b039092166101605261ffff16610180526001600160401b03166101a052610326565b5f5f829050601f81511115610252578260405163305a27a960e01b815260040161019391906102cb565b805161025d82610300565b179392505050565b5f5f5f60608486031215610277575f5ffd5b83516001600160a01b038116811461028d575f5ffd5b602085015190935061ffff811681146102a4575f5ffd5b60408501519092506001600160401b03811681146102c0575f5ffd5b809150509250925092565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b80516020808301519190811015610320575f198160200360031b1b821691505b50919050565b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516126f06103aa5f395f818161050201526109b101525f81816101a901526116a901525f81816102d0015261172201525f6117ad01525f61177d01525f611f0f01525f611ee701525f611e4201525f611e6c01525f611e9601526126f05ff3fe608060405260043610610162575f3560e01c806384b0196e116100c6578063c2cff6841161007c578063f3f480d911610057578063f3f480d9146104f1578063f9f3f10614610524578063fc044bf614610543575f5ffd5b8063c2cff6841461049c578063d55be8c6146104bd578063e55aee26146104d2575f5ffd5b806394739e87116100ac57806394739e87146104375780639b93368f1461046a578063a5634c161461047d575f5ffd5b806384b0196e146103f15780638ee1741c14610418575f5ffd5b80633bf923601161011b5780634fca54cc116101015780634fca54cc146102a057806361d027b3146102bf5780637a7ebd7b14610317575f5ffd5b80633bf923601461026b5780634d6a710c14610281575f5ffd5b806328079e4a1161014b57806328079e4a146101de5780632b68f2a514610222578063344727e814610238575f5ffd5b80630a0e36271461016657806324a9d85314610198575b5f5ffd5b348015610171575f5ffd5b5061017a603c81565b60405167ffffffffffffffff90911681526020015b60405180910390f35b3480156101a3575f5ffd5b506101cb7f000000000000000000000000000000000000000000000000000000000000000081565b60405161ffff909116815260200161018f565b3480156101e9575f5ffd5b506102146101f836600461220d565b600360209081525f928352604080842090915290825290205481565b60405190815260200161018f565b34801561022d575f5ffd5b50610214620186a081565b348015610243575f5ffd5b506102147fbe05710ee1414f53b322945b72c368a00f6897a2a380b6935d54f324ae1b2edd81565b348015610276575f5ffd5b5061017a62278d0081565b34801561028c575f5ffd5b5061021461029b366004612254565b610556565b3480156102ab575f5ffd5b506102146102ba36600461226e565b610778565b3480156102ca575f5ffd5b506102f27f000000000000000000000000000000000000000000000000000000000000000081565b60405173ffffffffffffffffffffffffffffffffffffffff909116815260200161018f565b348015610322575f5ffd5b506103b56103313660046122fb565b60408051606080820183525f8083526020808401829052928401819052938452600282529282902082519384018352546bffffffffffffffffffffffff80821685526c01000000000000000000000000820416918401919091527801000000000000000000000000000000000000000000000000900464ffffffffff169082015290565b6040805182516bffffffffffffffffffffffff9081168252602080850151909116908201529181015164ffffffffff169082015260600161018f565b3480156103fc575f5ffd5b5061040561085d565b60405161018f979695949392919061235e565b348015610423575f5ffd5b5061017a610432366004612254565b6108bb565b348015610442575f5ffd5b506102147ff23ca052209b228f18e6af20dc64ab34698ce1acc52d94b2a5ef4e8cc6faee4481565b61021461047836600461241d565b610a69565b348015610488575f5ffd5b50610214610497366004612254565b610c9b565b3480156104a7575f5ffd5b506104bb6104b636600461220d565b610ce6565b005b3480156104c8575f5ffd5b506101cb6103e881565b3480156104dd575f5ffd5b506102146104ec366004612446565b610f3f565b3480156104fc575f5ffd5b5061017a7f000000000000000000000000000000000000000000000000000000000000000081565b34801561052f575f5ffd5b5061021461053e366004612466565b610fa2565b6104bb61055136600461241d565b61102b565b5f61055f6111ca565b5f6105aa61057060208501856124dc565b61058060408601602087016124dc565b61059060608701604088016124dc565b6105a060808801606089016124dc565b8760800135611201565b5f8181526002602052604081208054929350917801000000000000000000000000000000000000000000000000900464ffffffffff1690819003610622576040517f81a978f6000000000000000000000000000000000000000000000000000000008152600481018490526024015b60405180910390fd5b8067ffffffffffffffff16421015610679576040517f46cb3a1a0000000000000000000000000000000000000000000000000000000081526004810184905267ffffffffffffffff82166024820152604401610619565b81546bffffffffffffffffffffffff6c0100000000000000000000000082048116916106a791839116612522565b83547fffffff0000000000ffffffffffffffffffffffff000000000000000000000000166bffffffffffffffffffffffff8381169190911785551694506106f160208701876124dc565b73ffffffffffffffffffffffffffffffffffffffff16847ffaf409e9e1cba8abb602d8120c43b75d1607945711ea86a77368cfa5d7f6983b8760405161073991815260200190565b60405180910390a361076761075460608801604089016124dc565b61076160208901896124dc565b87611281565b50505050610773611458565b919050565b5f6107816111ca565b815f8190036107bc576040517fd3ede90500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5b8181101561084057368585838181106107d9576107d9612546565b90506020028101906107eb9190612573565b905061082b6107fd60208301836124dc565b898961080f60408601602087016124dc565b6040860135606087013561082660808901896125af565b611482565b6108359085612617565b9350506001016107be565b5061084c85878461169d565b50610855611458565b949350505050565b5f6060805f5f5f606061086e611776565b6108766117a6565b604080515f808252602082019092527f0f000000000000000000000000000000000000000000000000000000000000009b939a50919850469750309650945092509050565b5f5f6108c6836117d1565b5f8181526002602052604081208054929350916bffffffffffffffffffffffff169003610922576040517fcba6e63a00000000000000000000000000000000000000000000000000000000815260048101839052602401610619565b80547801000000000000000000000000000000000000000000000000900464ffffffffff16156109ac5780546040517fa783e95b00000000000000000000000000000000000000000000000000000000815260048101849052780100000000000000000000000000000000000000000000000090910464ffffffffff166024820152604401610619565b6109d67f00000000000000000000000000000000000000000000000000000000000000004261262a565b81547fffffff0000000000ffffffffffffffffffffffffffffffffffffffffffffffff16780100000000000000000000000000000000000000000000000064ffffffffff83160217825560405167ffffffffffffffff8216815290935082907f1d3fb58d9e8a51701a2fc08f1561244a917c08708cee709b8128313dc197c8839060200160405180910390a25050919050565b5f610a726111ca565b5f610a8360408501602086016124dc565b73ffffffffffffffffffffffffffffffffffffffff161480610ac957505f610ab160808501606086016124dc565b73ffffffffffffffffffffffffffffffffffffffff16145b15610b00576040517f5187d2ea00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610b09836117d1565b5f8181526002602052604090208054919250906bffffffffffffffffffffffff1615610b64576040517fa940c06000000000000000000000000000000000000000000000000000000000815260048101839052602401610619565b610b6e835f611881565b80547fffffffffffffffffffffffffffffffffffffffff000000000000000000000000166bffffffffffffffffffffffff8416178155610bb460408501602086016124dc565b73ffffffffffffffffffffffffffffffffffffffff16610bd760208601866124dc565b73ffffffffffffffffffffffffffffffffffffffff16837fcd6e60364f8ee4c2b0d62afc07a1fb04fd267ce94693f93f8f85daaa099b5c94610c1f6060890160408a016124dc565b610c2f60808a0160608b016124dc565b6040805173ffffffffffffffffffffffffffffffffffffffff93841681529290911660208301526080808b013591830191909152606082018990520160405180910390a4610c8c610c8660608601604087016124dc565b846118dc565b50610c95611458565b92915050565b5f610c95610cac60208401846124dc565b610cbc60408501602086016124dc565b610ccc60608601604087016124dc565b610cdc60808701606088016124dc565b8660800135611201565b610cee6111ca565b73ffffffffffffffffffffffffffffffffffffffff8116610d3b576040517f5187d2ea00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b73ffffffffffffffffffffffffffffffffffffffff82165f90815260036020908152604080832033845290915281205490819003610dc3576040517f4511ba0500000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff84166004820152336024820152604401610619565b73ffffffffffffffffffffffffffffffffffffffff8381165f81815260036020908152604080832033808552908352818420939093558051948716855290840185905290927f11a71e6fa412dd6ded1a5a59d3728668be2024517d2e788cce5b6da97b1d9e77910160405180910390a373ffffffffffffffffffffffffffffffffffffffff8316610f11575f8273ffffffffffffffffffffffffffffffffffffffff16826040515f6040518083038185875af1925050503d805f8114610ea4576040519150601f19603f3d011682016040523d82523d5f602084013e610ea9565b606091505b5050905080610f0b576040517f9b157b1b00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff80861660048301528416602482015260448101839052606401610619565b50610f32565b610f3273ffffffffffffffffffffffffffffffffffffffff84168383611b26565b50610f3b611458565b5050565b604080517ff23ca052209b228f18e6af20dc64ab34698ce1acc52d94b2a5ef4e8cc6faee446020820152908101839052606081018290525f90610f9b906080015b60405160208183030381529060405280519060200120611b86565b9392505050565b5f610fab6111ca565b610ff8610fbb60208701876124dc565b610fcb60408801602089016124dc565b610fdb6060890160408a016124dc565b610feb60808a0160608b016124dc565b8960800135898989611482565b905061102361100d60608701604088016124dc565b61101d60408801602089016124dc565b8361169d565b610855611458565b6110336111ca565b5f61103d836117d1565b5f8181526002602052604081208054929350916bffffffffffffffffffffffff169081900361109b576040517fcba6e63a00000000000000000000000000000000000000000000000000000000815260048101849052602401610619565b6110a58482611881565b6110af8482612617565b82547fffffffffffffffffffffffffffffffffffffffff000000000000000000000000166bffffffffffffffffffffffff91909116178083557801000000000000000000000000000000000000000000000000900464ffffffffff16156111615781547fffffff0000000000ffffffffffffffffffffffffffffffffffffffffffffffff16825560405183907f316397d339ce4f16bfc900052810370ec42652c69ac8dd1aaa780e920dc8f1b8905f90a25b827f9cccb87b8f66309aa4e78924a7f8bbe8cb5ddd377aa929dd7a622132781856aa8561118e8185612617565b6040805192835260208301919091520160405180910390a26111bf6111b960608701604088016124dc565b856118dc565b505050610f3b611458565b6111d2611bcd565b6111ff60017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90611c26565b565b604080517fbe05710ee1414f53b322945b72c368a00f6897a2a380b6935d54f324ae1b2edd602082015273ffffffffffffffffffffffffffffffffffffffff808816928201929092528186166060820152818516608082015290831660a082015260c081018290525f906112779060e001610f80565b9695505050505050565b805f0361128d57505050565b5f73ffffffffffffffffffffffffffffffffffffffff84166112bb575f5f5f5f8587620186a0f1905061139b565b60405173ffffffffffffffffffffffffffffffffffffffff84166024820152604481018390525f90606401604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152919052602080820180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fa9059cbb000000000000000000000000000000000000000000000000000000001781525f80805283519394509192908289620186a0f191508115611399573d80156113905760015f5114601f3d11169250611397565b5f863b1192505b505b505b806114525773ffffffffffffffffffffffffffffffffffffffff8085165f908152600360209081526040808320938716835292905290812080548492906113e3908490612617565b925050819055508273ffffffffffffffffffffffffffffffffffffffff168473ffffffffffffffffffffffffffffffffffffffff167fdc2297348f74c3d86974b39b92e298461b74960dcd68d149dc06da9b394fece38460405161144991815260200190565b60405180910390a35b50505050565b6111ff5f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f006111f9565b5f5f6114918a8a8a8a8a611201565b5f8181526002602052604090208054919250906bffffffffffffffffffffffff808216916c010000000000000000000000008104909116907801000000000000000000000000000000000000000000000000900464ffffffffff16801580159061150557508067ffffffffffffffff164210155b1561154f576040517f4c89df3b0000000000000000000000000000000000000000000000000000000081526004810186905267ffffffffffffffff82166024820152604401610619565b5f838a1061155d578361155f565b895b90508281116115b2576040517f6af8d52100000000000000000000000000000000000000000000000000000000815260048101879052602481018b90526044810184905260648101859052608401610619565b6115c78c6115c0888d610f3f565b8b8b611c2d565b611600576040517f0ab0e50000000000000000000000000000000000000000000000000000000000815260048101879052602401610619565b84547fffffffffffffffff000000000000000000000000ffffffffffffffffffffffff166c010000000000000000000000006bffffffffffffffffffffffff83160217855561164f838261264a565b9650857f970a243f09ef9aa22bb8da66473fde300832b1a4cbc19a9196c5b8dc05b821df8260405161168391815260200190565b60405180910390a250505050505098975050505050505050565b5f6127106001816116d27f000000000000000000000000000000000000000000000000000000000000000061ffff168661265d565b6116dc9190612617565b6116e6919061264a565b6116f09190612674565b905080156117625773ffffffffffffffffffffffffffffffffffffffff8085165f9081526003602090815260408083207f00000000000000000000000000000000000000000000000000000000000000009094168352929052908120805483929061175c908490612617565b90915550505b6114528484611771848661264a565b611281565b60606117a17f0000000000000000000000000000000000000000000000000000000000000000611d08565b905090565b60606117a17f0000000000000000000000000000000000000000000000000000000000000000611d08565b5f6117df60208301836124dc565b73ffffffffffffffffffffffffffffffffffffffff163373ffffffffffffffffffffffffffffffffffffffff1614611871573361181f60208401846124dc565b6040517f2ac68cf900000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff928316600482015291166024820152604401610619565b610c95610cac60208401846124dc565b8115806118a2575061189f816bffffffffffffffffffffffff61264a565b82115b15610f3b576040517f7d6439b600000000000000000000000000000000000000000000000000000000815260048101839052602401610619565b73ffffffffffffffffffffffffffffffffffffffff821661193957803414610f3b576040517f3015d38900000000000000000000000000000000000000000000000000000000815234600482015260248101829052604401610619565b3415611979576040517f3015d3890000000000000000000000000000000000000000000000000000000081523460048201525f6024820152604401610619565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201525f9073ffffffffffffffffffffffffffffffffffffffff8416906370a0823190602401602060405180830381865afa1580156119e3573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611a0791906126ac565b9050611a2b73ffffffffffffffffffffffffffffffffffffffff8416333085611d45565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201525f90829073ffffffffffffffffffffffffffffffffffffffff8616906370a0823190602401602060405180830381865afa158015611a97573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611abb91906126ac565b611ac5919061264a565b9050828114611452576040517f16d1bde100000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff851660048201526024810182905260448101849052606401610619565b611b338383836001611da1565b611b81576040517f5274afe700000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff84166004820152602401610619565b505050565b5f610c95611b92611e29565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c156111ff576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b5f5f5f611c3b868686611f5f565b5090925090505f816003811115611c5457611c546126c3565b148015611c8c57508673ffffffffffffffffffffffffffffffffffffffff168273ffffffffffffffffffffffffffffffffffffffff16145b15611c9c57600192505050610855565b73ffffffffffffffffffffffffffffffffffffffff87163b15801590611cfd5750611cfd878787878080601f0160208091040260200160405190810160405280939291908181526020018383808284375f92019190915250611fa692505050565b979650505050505050565b60605f611d1483612024565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b611d53848484846001612064565b611452576040517f5274afe700000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602401610619565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f81815273ffffffffffffffffffffffffffffffffffffffff8616600452602485905291602083604481808b5af1925060015f51148316611e1d578383151615611e11573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f3073ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016148015611e8e57507f000000000000000000000000000000000000000000000000000000000000000046145b15611eb857507f000000000000000000000000000000000000000000000000000000000000000090565b6117a1604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b5f80806041849003611f93578435602086013560408701355f1a611f85898285856120f7565b955095509550505050611f9d565b505f915060029050825b93509350939050565b8051604080517f1626ba7e000000000000000000000000000000000000000000000000000000008082526004820186905260248201929092525f92906020820185604483015e5f82606483010152601f820160051c60051b915060205f60648401838a5afa9050825f5114601f3d1116811693505050509392505050565b5f60ff8216601f811115610c95576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6040517f23b872dd000000000000000000000000000000000000000000000000000000005f81815273ffffffffffffffffffffffffffffffffffffffff8781166004528616602452604485905291602083606481808c5af1925060015f511483166120e65783831516156120da573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561213057505f915060039050826121e0565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015612181573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0015191505073ffffffffffffffffffffffffffffffffffffffff81166121d757505f9250600191508290506121e0565b92505f91508190505b9450945094915050565b803573ffffffffffffffffffffffffffffffffffffffff81168114610773575f5ffd5b5f5f6040838503121561221e575f5ffd5b612227836121ea565b9150612235602084016121ea565b90509250929050565b5f60a0828403121561224e575f5ffd5b50919050565b5f60a08284031215612264575f5ffd5b610f9b838361223e565b5f5f5f5f60608587031215612281575f5ffd5b61228a856121ea565b9350612298602086016121ea565b9250604085013567ffffffffffffffff8111156122b3575f5ffd5b8501601f810187136122c3575f5ffd5b803567ffffffffffffffff8111156122d9575f5ffd5b8760208260051b84010111156122ed575f5ffd5b949793965060200194505050565b5f6020828403121561230b575f5ffd5b5035919050565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b7fff000000000000000000000000000000000000000000000000000000000000008816815260e060208201525f61239860e0830189612312565b82810360408401526123aa8189612312565b6060840188905273ffffffffffffffffffffffffffffffffffffffff8716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b8181101561240c5783518352602093840193909201916001016123ee565b50909b9a5050505050505050505050565b5f5f60c0838503121561242e575f5ffd5b612438848461223e565b9460a0939093013593505050565b5f5f60408385031215612457575f5ffd5b50508035926020909101359150565b5f5f5f5f60e08587031215612479575f5ffd5b612483868661223e565b935060a0850135925060c085013567ffffffffffffffff8111156124a5575f5ffd5b8501601f810187136124b5575f5ffd5b803567ffffffffffffffff8111156124cb575f5ffd5b8760208284010111156122ed575f5ffd5b5f602082840312156124ec575f5ffd5b610f9b826121ea565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b6bffffffffffffffffffffffff8281168282160390811115610c9557610c956124f5565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52603260045260245ffd5b5f82357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff618336030181126125a5575f5ffd5b9190910192915050565b5f5f83357fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe18436030181126125e2575f5ffd5b83018035915067ffffffffffffffff8211156125fc575f5ffd5b602001915036819003821315612610575f5ffd5b9250929050565b80820180821115610c9557610c956124f5565b67ffffffffffffffff8181168382160190811115610c9557610c956124f5565b81810381811115610c9557610c956124f5565b8082028115828204841417610c9557610c956124f5565b5f826126a7577f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b500490565b5f602082840312156126bc575f5ffd5b5051919050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd",
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
// Solidity: function channels(bytes32 id) view returns((uint96,uint96,uint40))
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
// Solidity: function channels(bytes32 id) view returns((uint96,uint96,uint40))
func (paymentChannels *PaymentChannels) TryPackChannels(id [32]byte) ([]byte, error) {
	return paymentChannels.abi.Pack("channels", id)
}

// UnpackChannels is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7a7ebd7b.
//
// Solidity: function channels(bytes32 id) view returns((uint96,uint96,uint40))
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
