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

// IBountyEscrowBounty is an auto generated low-level Go binding around an user-defined struct.
type IBountyEscrowBounty struct {
	Requester     common.Address
	Until         *big.Int
	Status        uint8
	AgentId       *big.Int
	Token         common.Address
	Amount        *big.Int
	Arbiter       common.Address
	ReviewWindow  uint32
	MinReputation uint8
	ParentId      *big.Int
	MinStake      *big.Int
}

// IBountyEscrowPostParams is an auto generated low-level Go binding around an user-defined struct.
type IBountyEscrowPostParams struct {
	Token         common.Address
	Amount        *big.Int
	SpecHash      [32]byte
	Deadline      uint64
	ReviewWindow  uint32
	MinStake      *big.Int
	MinReputation uint8
	Assignee      *big.Int
	ParentId      *big.Int
	Arbiter       common.Address
}

// BountyEscrowMetaData contains all meta data concerning the BountyEscrow contract.
var BountyEscrowMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"registry_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"reputation_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"treasury_\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"feeBps_\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"maxDuration_\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"maxReviewWindow_\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"disputeWindow_\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"disputeTimeout_\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"defaultDisputeAgentBps_\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"MAX_FEE_BPS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"MAX_TIMEOUT\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"PUSH_GAS\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"accept\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"bountyCount\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"cancel\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"claim\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"defaultDisputeAgentBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"dispute\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reasonHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"disputeTimeout\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"disputeWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"expire\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"feeBps\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint16\",\"internalType\":\"uint16\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"finalize\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"getBounty\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"tuple\",\"internalType\":\"structIBountyEscrow.Bounty\",\"components\":[{\"name\":\"requester\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"until\",\"type\":\"uint40\",\"internalType\":\"uint40\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIBountyEscrow.Status\"},{\"name\":\"agentId\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"arbiter\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"reviewWindow\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"minReputation\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"parentId\",\"type\":\"uint48\",\"internalType\":\"uint48\"},{\"name\":\"minStake\",\"type\":\"uint96\",\"internalType\":\"uint96\"}]}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"isTimedOut\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"maxDuration\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"maxReviewWindow\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint64\",\"internalType\":\"uint64\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"owed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"post\",\"inputs\":[{\"name\":\"p\",\"type\":\"tuple\",\"internalType\":\"structIBountyEscrow.PostParams\",\"components\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"specHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"},{\"name\":\"reviewWindow\",\"type\":\"uint32\",\"internalType\":\"uint32\"},{\"name\":\"minStake\",\"type\":\"uint96\",\"internalType\":\"uint96\"},{\"name\":\"minReputation\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"assignee\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"parentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"arbiter\",\"type\":\"address\",\"internalType\":\"address\"}]}],\"outputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"payable\"},{\"type\":\"function\",\"name\":\"registry\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIAgentRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"registryMinStake\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"reject\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reasonHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"reputation\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"contractIReputationRegistry\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"resolve\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"agentBps\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"slashAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"settlementOf\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"requester\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"settled\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"submit\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"resultHash\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"treasury\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"address\",\"internalType\":\"address\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"withdraw\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"BountyAccepted\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"paid\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"fee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"automatic\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyCancelled\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyClaimed\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"by\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyDisputed\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reasonHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"ruleEnd\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyExpired\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyPosted\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"requester\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"specHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"deadline\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"},{\"name\":\"assignee\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"parentId\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyRejected\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"reasonHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"disputeEnd\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountyResolved\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentBps\",\"type\":\"uint16\",\"indexed\":false,\"internalType\":\"uint16\"},{\"name\":\"agentPaid\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"refunded\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"slashed\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"},{\"name\":\"byTimeout\",\"type\":\"bool\",\"indexed\":false,\"internalType\":\"bool\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"BountySubmitted\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"resultHash\",\"type\":\"bytes32\",\"indexed\":false,\"internalType\":\"bytes32\"},{\"name\":\"reviewEnd\",\"type\":\"uint64\",\"indexed\":false,\"internalType\":\"uint64\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"PaymentDeferred\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"SlashFailed\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"agentId\",\"type\":\"uint256\",\"indexed\":true,\"internalType\":\"uint256\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Withdrawn\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"EscrowBadAmount\",\"inputs\":[{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowBadDeadline\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EscrowBadMinReputation\",\"inputs\":[{\"name\":\"minReputation\",\"type\":\"uint8\",\"internalType\":\"uint8\"}]},{\"type\":\"error\",\"name\":\"EscrowBadParameter\",\"inputs\":[{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"}]},{\"type\":\"error\",\"name\":\"EscrowBadParent\",\"inputs\":[{\"name\":\"parentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowBadReviewWindow\",\"inputs\":[{\"name\":\"reviewWindow\",\"type\":\"uint32\",\"internalType\":\"uint32\"}]},{\"type\":\"error\",\"name\":\"EscrowBadRuling\",\"inputs\":[{\"name\":\"agentBps\",\"type\":\"uint16\",\"internalType\":\"uint16\"},{\"name\":\"slashAmount\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"slashCap\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowBadValue\",\"inputs\":[{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowDeadlinePassed\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EscrowEmptyResult\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"EscrowFeeOnTransferToken\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"received\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"expected\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowNotAgentOperator\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowNotArbiter\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowNotAssignee\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"assignee\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowNotRequester\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"caller\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowNotTimedOut\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"until\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EscrowNothingOwed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"EscrowReputationTooLow\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"reputation\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowStakeTooLow\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"stake\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"required\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowTransferFailed\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowUnknownAgent\",\"inputs\":[{\"name\":\"agentId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowUnknownBounty\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"EscrowWindowClosed\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"until\",\"type\":\"uint64\",\"internalType\":\"uint64\"}]},{\"type\":\"error\",\"name\":\"EscrowWrongStatus\",\"inputs\":[{\"name\":\"bountyId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"status\",\"type\":\"uint8\",\"internalType\":\"enumIBountyEscrow.Status\"}]},{\"type\":\"error\",\"name\":\"EscrowZeroAddress\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ReentrancyGuardReentrantCall\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeERC20FailedOperation\",\"inputs\":[{\"name\":\"token\",\"type\":\"address\",\"internalType\":\"address\"}]}]",
	ID:  "BountyEscrow",
	Bin: "0x6101c0604052348015610010575f5ffd5b50604051613e0e380380613e0e83398101604081905261002f91610399565b6001600160a01b038916158061004c57506001600160a01b038816155b8061005e57506001600160a01b038716155b1561007c5760405163674fe7f560e01b815260040160405180910390fd5b6103e861ffff871611156100c157604051631f46b7bd60e21b815260206004820152600660248201526566656542707360d01b60448201526064015b60405180910390fd5b6001600160401b03851615806100e357506303c267006001600160401b038616115b1561011f57604051631f46b7bd60e21b815260206004820152600b60248201526a36b0bc223ab930ba34b7b760a91b60448201526064016100b8565b6001600160401b038416158061014157506303c267006001600160401b038516115b1561018157604051631f46b7bd60e21b815260206004820152600f60248201526e6d617852657669657757696e646f7760881b60448201526064016100b8565b6001600160401b03831615806101a357506303c267006001600160401b038416115b156101e157604051631f46b7bd60e21b815260206004820152600d60248201526c6469737075746557696e646f7760981b60448201526064016100b8565b6001600160401b038216158061020357506303c267006001600160401b038316115b1561024257604051631f46b7bd60e21b815260206004820152600e60248201526d191a5cdc1d5d19551a5b595bdd5d60921b60448201526064016100b8565b61271061ffff8216111561029957604051631f46b7bd60e21b815260206004820152601660248201527f64656661756c74446973707574654167656e744270730000000000000000000060448201526064016100b8565b6001600160a01b03808a16608081905289821660a05290881660c05261ffff80881660e0526001600160401b0380881661012052868116610140528581166101605284166101805282166101005260408051631bad9e0560e11b8152905163375b3c0a916004808201926020929091908290030181865afa158015610320573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190610344919061043b565b6101a05250610452975050505050505050565b80516001600160a01b038116811461036d575f5ffd5b919050565b805161ffff8116811461036d575f5ffd5b80516001600160401b038116811461036d575f5ffd5b5f5f5f5f5f5f5f5f5f6101208a8c0312156103b2575f5ffd5b6103bb8a610357565b98506103c960208b01610357565b97506103d760408b01610357565b96506103e560608b01610372565b95506103f360808b01610383565b945061040160a08b01610383565b935061040f60c08b01610383565b925061041d60e08b01610383565b915061042c6101008b01610372565b90509295985092959850929598565b5f6020828403121561044b575f5ffd5b5051919050565b60805160a05160c05160e05161010051610120516101405161016051610180516101a0516138ac6105625f395f81816104ff015281816109530152818161097c015281816111c401526111ed01525f81816105510152611ee001525f81816101f00152610d5d01525f8181610474015261157101525f81816103db01526114b301525f8181610441015261081d01525f818161027f0152818161255a015261305801525f8181610371015281816125bc01526130b001525f81816105a3015281816112b30152818161264d01526128c801525f818161040e015281816111030152818161167f0152818161271801528181612a1301528181612b8a01528181612e85015261315a01526138ac5ff3fe6080604052600436106101ba575f3560e01c8063882cecc0116100f2578063c52164c611610092578063de38eb3a11610062578063de38eb3a1461061c578063de847ff814610633578063ee8c4bbf14610652578063f940e3851461067e575f5ffd5b8063c52164c614610592578063cc08ab42146105c5578063cc8ac988146105d8578063d55be8c614610607575f5ffd5b8063bdb58d60116100cd578063bdb58d60146104ee578063bf81bf4314610521578063c04c22a414610540578063c349026314610573575f5ffd5b8063882cecc0146104305780639c6a7e04146104635780639dd72c9d14610496575f5ffd5b80632ecea7881161015d57806361d027b31161013857806361d027b3146103605780636be1320b146103ab5780636db5c8fd146103ca5780637b103999146103fd575f5ffd5b80632ecea7881461030e5780633e362c961461032d57806340e58ee514610341575f5ffd5b806323fc15441161019857806323fc15441461024f57806324a9d8531461026e57806328079e4a146102b45780632b68f2a5146102f8575f5ffd5b806305261aea146101be578063117f5f92146101df57806319b05f4914610230575b5f5ffd5b3480156101c9575f5ffd5b506101dd6101d836600461332e565b61069d565b005b3480156101ea575f5ffd5b506102127f000000000000000000000000000000000000000000000000000000000000000081565b60405167ffffffffffffffff90911681526020015b60405180910390f35b34801561023b575f5ffd5b506101dd61024a36600461332e565b610854565b34801561025a575f5ffd5b506101dd610269366004613345565b6108ac565b348015610279575f5ffd5b506102a17f000000000000000000000000000000000000000000000000000000000000000081565b60405161ffff9091168152602001610227565b3480156102bf575f5ffd5b506102ea6102ce366004613394565b600160209081525f928352604080842090915290825290205481565b604051908152602001610227565b348015610303575f5ffd5b506102ea620186a081565b348015610319575f5ffd5b506101dd6103283660046133cb565b610a19565b348015610338575f5ffd5b506102ea5f5481565b34801561034c575f5ffd5b506101dd61035b36600461332e565b610bcd565b34801561036b575f5ffd5b506103937f000000000000000000000000000000000000000000000000000000000000000081565b6040516001600160a01b039091168152602001610227565b3480156103b6575f5ffd5b506101dd6103c53660046133cb565b610cb0565b3480156103d5575f5ffd5b506102127f000000000000000000000000000000000000000000000000000000000000000081565b348015610408575f5ffd5b506103937f000000000000000000000000000000000000000000000000000000000000000081565b34801561043b575f5ffd5b506102a17f000000000000000000000000000000000000000000000000000000000000000081565b34801561046e575f5ffd5b506102127f000000000000000000000000000000000000000000000000000000000000000081565b3480156104a1575f5ffd5b506104b56104b036600461332e565b610e25565b604080516001600160a01b039687168152602081019590955292909416918301919091526060820152901515608082015260a001610227565b3480156104f9575f5ffd5b506102ea7f000000000000000000000000000000000000000000000000000000000000000081565b34801561052c575f5ffd5b506101dd61053b36600461332e565b610ef6565b34801561054b575f5ffd5b506102127f000000000000000000000000000000000000000000000000000000000000000081565b34801561057e575f5ffd5b506101dd61058d3660046133cb565b610f6e565b34801561059d575f5ffd5b506103937f000000000000000000000000000000000000000000000000000000000000000081565b6102ea6105d33660046133eb565b61141c565b3480156105e3575f5ffd5b506105f76105f236600461332e565b611d53565b6040519015158152602001610227565b348015610612575f5ffd5b506102a16103e881565b348015610627575f5ffd5b506102126303c2670081565b34801561063e575f5ffd5b506101dd61064d3660046133cb565b611e18565b34801561065d575f5ffd5b5061067161066c36600461332e565b611f99565b6040516102279190613446565b348015610689575f5ffd5b506101dd610698366004613394565b612123565b6106a561230c565b5f8181526002602052604090208054600160c81b900460ff1660018160098111156106d2576106d2613405565b14806106ef575060028160098111156106ed576106ed613405565b145b15610705576106fe8383612343565b5050610849565b600381600981111561071957610719613405565b141580156107395750600581600981111561073657610736613405565b14155b80156107575750600681600981111561075457610754613405565b14155b1561076657610766838261243b565b8154600160a01b900464ffffffffff164281106107c4576040517fcc1effbd0000000000000000000000000000000000000000000000000000000081526004810185905264ffffffffff821660248201526044015b60405180910390fd5b60038260098111156107d8576107d8613405565b036107ee576107e9848460016124be565b610845565b600582600981111561080257610802613405565b03610816576107e984845f5f600180612791565b61084584847f00000000000000000000000000000000000000000000000000000000000000005f60015f612791565b5050505b610851612aad565b50565b61085c61230c565b5f8181526002602052604090208054610882908390600160c81b900460ff166003612ad7565b80546108989083906001600160a01b0316612b0a565b6108a382825f6124be565b50610851612aad565b6108b461230c565b5f83815260026020526040902080546108da908590600160c81b900460ff166006612ad7565b60028101546001600160a01b03168015806108fe5750336001600160a01b03821614155b1561093e576040517f66763ce2000000000000000000000000000000000000000000000000000000008152600481018690523360248201526044016107bb565b60038201546bffffffffffffffffffffffff167f000000000000000000000000000000000000000000000000000000000000000081101561099c57507f00000000000000000000000000000000000000000000000000000000000000005b61271061ffff861611806109af57508084115b156109fa576040517fae5a24d600000000000000000000000000000000000000000000000000000000815261ffff8616600482015260248101859052604481018290526064016107bb565b610a09868487875f6001612791565b505050610a14612aad565b505050565b610a2161230c565b5f82815260026020819052604090912080549091610a4c918591600160c81b90910460ff1690612ad7565b8054600160a01b900464ffffffffff1642811015610a9f576040517f4cedb4c500000000000000000000000000000000000000000000000000000000815264ffffffffff821660048201526024016107bb565b82610ad6576040517f9fc566cc00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b81547a010000000000000000000000000000000000000000000000000000900465ffffffffffff16610b0781612b55565b60028301545f90610b2590600160a01b900463ffffffff1642613594565b845464ffffffffff8216600160a01b81027fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff90921691909117790300000000000000000000000000000000000000000000000000178655604080518881526020810192909252919250839188917f22d1b430e4e09bceddef582fab78f0e0ea8a65bec3f150e243761f4b36295723910160405180910390a350505050610bc9612aad565b5050565b610bd561230c565b5f8181526002602052604090208054610bfb908390600160c81b900460ff166001612ad7565b8054610c119083906001600160a01b0316612b0a565b80547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff1679080000000000000000000000000000000000000000000000000017815560405182907f92717314c0b0f9d632e1d46a0b8437778ff9daee1db8ec295f2bc0b57c4bcaac905f90a2600181015481546108a3916001600160a01b03808216921690600160a01b90046bffffffffffffffffffffffff16612c3a565b610cb861230c565b5f8281526002602052604090208054610cde908490600160c81b900460ff166003612ad7565b8054610cf49084906001600160a01b0316612b0a565b8054600160a01b900464ffffffffff1642811015610d4e576040517f1b0faf030000000000000000000000000000000000000000000000000000000081526004810185905264ffffffffff821660248201526044016107bb565b5f610d8367ffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016426135b7565b835464ffffffffff8216600160a01b81027fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff9092169190911779050000000000000000000000000000000000000000000000000017855560408051878152602081019290925291925086917f648a8d83e66656a65bd6b6ef988cc0eec3d5c771959d689eb1428d70d40d981091015b60405180910390a2505050610bc9612aad565b5f81815260026020526040812080546001820154839283928392839291600160c81b810460ff16916001600160a01b03808316927a010000000000000000000000000000000000000000000000000000900465ffffffffffff169190811690600160a01b90046bffffffffffffffffffffffff166004856009811115610ead57610ead613405565b1480610eca57506007856009811115610ec857610ec8613405565b145b939c65ffffffffffff939093169b509099506bffffffffffffffffffffffff1697509095509350505050565b610efe61230c565b5f8181526002602052604090208054600160c81b900460ff166001816009811115610f2b57610f2b613405565b14158015610f4b57506002816009811115610f4857610f48613405565b14155b15610f5a57610f5a838261243b565b610f648383612343565b5050610851612aad565b610f7661230c565b5f8281526002602052604090208054610f9c908490600160c81b900460ff166001612ad7565b8054600160a01b900464ffffffffff1642811015610fef576040517f4cedb4c500000000000000000000000000000000000000000000000000000000815264ffffffffff821660048201526024016107bb565b81547a010000000000000000000000000000000000000000000000000000900465ffffffffffff16801580159061102e5750838165ffffffffffff1614155b15611076576040517f64cf33ee0000000000000000000000000000000000000000000000000000000081526004810186905265ffffffffffff821660248201526044016107bb565b831580611088575065ffffffffffff84115b156110c2576040517fa6c9b3a2000000000000000000000000000000000000000000000000000000008152600481018590526024016107bb565b6040517fb72f96c9000000000000000000000000000000000000000000000000000000008152600481018590523360248201525f9081906001600160a01b037f0000000000000000000000000000000000000000000000000000000000000000169063b72f96c9906044016040805180830381865afa158015611147573d5f5f3e3d5ffd5b505050506040513d601f19601f8201168201806040525081019061116b91906135d9565b91509150816111af576040517f67e5d156000000000000000000000000000000000000000000000000000000008152600481018790523360248201526044016107bb565b60038501546bffffffffffffffffffffffff167f000000000000000000000000000000000000000000000000000000000000000081101561120d57507f00000000000000000000000000000000000000000000000000000000000000005b80821015611258576040517fa849734e0000000000000000000000000000000000000000000000000000000081526004810188905260248101839052604481018290526064016107bb565b60028601547801000000000000000000000000000000000000000000000000900460ff16801561137b576040517fadf94cca000000000000000000000000000000000000000000000000000000008152600481018990525f907f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063adf94cca90602401602060405180830381865afa158015611300573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906113249190613611565b60ff1690508160ff16811015611379576040517f4ef4a33b000000000000000000000000000000000000000000000000000000008152600481018a90526024810182905260ff831660448201526064016107bb565b505b865465ffffffffffff89167a0100000000000000000000000000000000000000000000000000000278ffffffffffffffffffffffffffffffffffffffffffffffffff90911617790200000000000000000000000000000000000000000000000000178755604051339089908b907f8b5b3008cf580409979a1cf27bf9d0a33d821b08b901b85c06f4aef4a659fb8a905f90a450505050505050610bc9612aad565b5f61142561230c565b6020820135158061144557506bffffffffffffffffffffffff6020830135115b15611482576040517f8e534049000000000000000000000000000000000000000000000000000000008152602083013560048201526024016107bb565b426114936080840160608501613633565b67ffffffffffffffff161115806114f557506114d967ffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016426135b7565b6114e96080840160608501613633565b67ffffffffffffffff16115b156115495761150a6080830160608401613633565b6040517f99ecfc0d00000000000000000000000000000000000000000000000000000000815267ffffffffffffffff90911660048201526024016107bb565b61155960a083016080840161365a565b63ffffffff1615806115a9575067ffffffffffffffff7f0000000000000000000000000000000000000000000000000000000000000000166115a160a084016080850161365a565b63ffffffff16115b156115f9576115be60a083016080840161365a565b6040517febddf6fc00000000000000000000000000000000000000000000000000000000815263ffffffff90911660048201526024016107bb565b606461160b60e0840160c0850161367d565b60ff16111561165c5761162460e0830160c0840161367d565b6040517f51845bda00000000000000000000000000000000000000000000000000000000815260ff90911660048201526024016107bb565b60e082013515801590611704575065ffffffffffff60e0830135118061170457507f00000000000000000000000000000000000000000000000000000000000000006001600160a01b031663c50537126040518163ffffffff1660e01b8152600401602060405180830381865afa1580156116d9573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906116fd9190613698565b8260e00135115b15611741576040517fa6c9b3a200000000000000000000000000000000000000000000000000000000815260e083013560048201526024016107bb565b6101008201351561176a5761176a6101008301356117656080850160608601613633565b612dd0565b5f61177860208401846136af565b6001600160a01b0316036117d457816020013534146117cf576040517f88e56d28000000000000000000000000000000000000000000000000000000008152346004820152602083013560248201526044016107bb565b611814565b3415611814576040517f88e56d280000000000000000000000000000000000000000000000000000000081523460048201525f60248201526044016107bb565b5f5f8154611821906136ca565b91829055505f81815260026020526040902080547fffffffffffffffffffffffff0000000000000000000000000000000000000000163317815590915061186e6080840160608501613633565b815464ffffffffff91909116600160a01b027fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff167fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff90911617600160c81b1779ffffffffffffffffffffffffffffffffffffffffffffffffffff167a01000000000000000000000000000000000000000000000000000060e085013565ffffffffffff160217815561192360208401846136af565b6001600160a01b0316600160a01b60208501356bffffffffffffffffffffffff160217600182015561195d610140840161012085016136af565b6002820180547fffffffffffffffffffffffff0000000000000000000000000000000000000000166001600160a01b03929092169190911790556119a760a084016080850161365a565b60028201805463ffffffff92909216600160a01b027fffffffffffffffff00000000ffffffffffffffffffffffffffffffffffffffff9092169190911790556119f660e0840160c0850161367d565b6002820180547fff00000000000000ffffffffffffffffffffffffffffffffffffffffffffffff16780100000000000000000000000000000000000000000000000060ff93909316929092027fff000000000000ffffffffffffffffffffffffffffffffffffffffffffffffff1691909117600160c81b61010086013565ffffffffffff1602179055611a8f60c0840160a08501613701565b6bffffffffffffffffffffffff1615611af257611ab260c0840160a08501613701565b6003820180547fffffffffffffffffffffffffffffffffffffffff000000000000000000000000166bffffffffffffffffffffffff929092169190911790555b611aff60208401846136af565b6001600160a01b031633837f7f2e43b116975c32de92f1b2a7842e8eb4f8045841ab5dde76f4e989ae1d806460208701356040880135611b4560808a0160608b01613633565b60408051938452602084019290925267ffffffffffffffff169082015260e08801356060820152610100880135608082015260a00160405180910390a45f611b9060208501856136af565b6001600160a01b031614611d45575f611bac60208501856136af565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201529091505f906001600160a01b038316906370a0823190602401602060405180830381865afa158015611c0c573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611c309190613698565b9050611c4b6001600160a01b03831633306020890135612f32565b6040517f70a082310000000000000000000000000000000000000000000000000000000081523060048201525f9082906001600160a01b038516906370a0823190602401602060405180830381865afa158015611caa573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190611cce9190613698565b611cd8919061372c565b905085602001358114611d4157611cf260208701876136af565b6040517f557dfcdf0000000000000000000000000000000000000000000000000000000081526001600160a01b03909116600482015260248101829052602087013560448201526064016107bb565b5050505b50611d4e612aad565b919050565b5f8181526002602052604081208054600160c81b900460ff16826001826009811115611d8157611d81613405565b1480611d9e57506002826009811115611d9c57611d9c613405565b145b80611dba57506003826009811115611db857611db8613405565b145b80611dd657506005826009811115611dd457611dd4613405565b145b80611df257506006826009811115611df057611df0613405565b145b9050808015611e0f57508254600160a01b900464ffffffffff1642115b95945050505050565b611e2061230c565b5f8281526002602052604090208054611e46908490600160c81b900460ff166005612ad7565b8054600160a01b900464ffffffffff1642811015611ea0576040517f1b0faf030000000000000000000000000000000000000000000000000000000081526004810185905264ffffffffff821660248201526044016107bb565b8154611ed1907a010000000000000000000000000000000000000000000000000000900465ffffffffffff16612b55565b5f611f0667ffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016426135b7565b835464ffffffffff8216600160a01b81027fffffffffffff000000000000ffffffffffffffffffffffffffffffffffffffff9092169190911779060000000000000000000000000000000000000000000000000017855560408051878152602081019290925291925086917f53b5205174e92116a6c62da7c75ebbec158ee827157dae0eabbd5676ec8fe6169101610e12565b6040805161016080820183525f8083526020808401829052838501829052606084018290526080840182905260a0840182905260c0840182905260e0840182905261010084018290526101208401829052610140840182905285825260028152908490208451928301855280546001600160a01b0381168452600160a01b810464ffffffffff16928401929092529293919291830190600160c81b900460ff16600981111561204a5761204a613405565b600981111561205b5761205b613405565b815281547a010000000000000000000000000000000000000000000000000000900465ffffffffffff908116602083015260018301546001600160a01b038082166040850152600160a01b918290046bffffffffffffffffffffffff90811660608601526002860154918216608086015291810463ffffffff1660a08501527801000000000000000000000000000000000000000000000000810460ff1660c0850152600160c81b900490911660e08301526003909201549091166101009091015292915050565b61212b61230c565b6001600160a01b03811661216b576040517f674fe7f500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6001600160a01b0382165f908152600160209081526040808320338452909152812054908190036121d9576040517febda3e460000000000000000000000000000000000000000000000000000000081526001600160a01b03841660048201523360248201526044016107bb565b6001600160a01b038381165f818152600160209081526040808320338085529083528184209390935551858152938616939192917fa4195c37c2947bbe89165f03e320b6903116f0b10d8cfdb522330f7ce6f9fa24910160405180910390a46001600160a01b0383166122ef575f826001600160a01b0316826040515f6040518083038185875af1925050503d805f811461228f576040519150601f19603f3d011682016040523d82523d5f602084013e612294565b606091505b50509050806122e9576040517f6fa94dc40000000000000000000000000000000000000000000000000000000081526001600160a01b03808616600483015284166024820152604481018390526064016107bb565b50612303565b6123036001600160a01b0384168383612f81565b50610bc9612aad565b612314612fcf565b61234160017f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005b90613028565b565b8054600160a01b900464ffffffffff1642811061239c576040517fcc1effbd0000000000000000000000000000000000000000000000000000000081526004810184905264ffffffffff821660248201526044016107bb565b81547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff1679090000000000000000000000000000000000000000000000000017825560405183907f7e45726102429d3393312813ea8bafe4c9b51580b5d82860d827662116ff9df2905f90a260018201548254610a14916001600160a01b03808216921690600160a01b90046bffffffffffffffffffffffff16612c3a565b5f81600981111561244e5761244e613405565b03612488576040517f402f63eb000000000000000000000000000000000000000000000000000000008152600481018390526024016107bb565b81816040517f9a20e0250000000000000000000000000000000000000000000000000000000081526004016107bb92919061373f565b81547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff167904000000000000000000000000000000000000000000000000001780835560018301546001600160a01b03811691600160a01b9091046bffffffffffffffffffffffff16907a010000000000000000000000000000000000000000000000000000900465ffffffffffff165f61271061258061ffff7f00000000000000000000000000000000000000000000000000000000000000001685613753565b61258a9190613797565b90505f612597828561372c565b905081156125fc576001600160a01b038086165f9081526001602090815260408083207f0000000000000000000000000000000000000000000000000000000000000000909416835292905290812080548492906125f69084906135b7565b90915550505b604080518281526020810184905287151581830152905184918a917f40e8c4653a773fc7251ce0892612ef38843bf3a5a6396f1fdbb0fc20b64cc2629181900360600190a386546001600160a01b037f000000000000000000000000000000000000000000000000000000000000000081169163bae19d95918b9187911689898c612687575f61268a565b60015b60646040518863ffffffff1660e01b81526004016126ae97969594939291906137ba565b5f604051808303815f87803b1580156126c5575f5ffd5b505af11580156126d7573d5f5f3e3d5ffd5b50506040517f9b2c17930000000000000000000000000000000000000000000000000000000081526004810186905261278792508791506001600160a01b037f00000000000000000000000000000000000000000000000000000000000000001690639b2c179390602401602060405180830381865afa15801561275d573d5f5f3e3d5ffd5b505050506040513d601f19601f820116820180604052508101906127819190613808565b83612c3a565b5050505050505050565b84547fffffffffffff00ffffffffffffffffffffffffffffffffffffffffffffffffff1679070000000000000000000000000000000000000000000000000017855560018501545f908190612806906001600160a01b03811690600160a01b90046bffffffffffffffffffffffff168861302f565b915091505f855f14612856578754612851908a9065ffffffffffff7a0100000000000000000000000000000000000000000000000000008204169089906001600160a01b0316613112565b612858565b5f5b6040805161ffff8a1681526020810186905290810184905260608101829052861515608082015290915089907f0da94e29d5000a0172b2f27b1ddacbe8bd65cf909c5717b821be497cb7e6e1af9060a00160405180910390a283156129a257875460018901546001600160a01b037f000000000000000000000000000000000000000000000000000000000000000081169263bae19d95928d9265ffffffffffff7a01000000000000000000000000000000000000000000000000000084041692811691908116906bffffffffffffffffffffffff600160a01b909104168b612942576003612945565b60025b60648f6129529190613823565b6040518863ffffffff1660e01b81526004016129749796959493929190613846565b5f604051808303815f87803b15801561298b575f5ffd5b505af115801561299d573d5f5f3e3d5ffd5b505050505b8215612a8457600188015488546040517f9b2c17930000000000000000000000000000000000000000000000000000000081527a01000000000000000000000000000000000000000000000000000090910465ffffffffffff166004820152612a84916001600160a01b03908116917f000000000000000000000000000000000000000000000000000000000000000090911690639b2c179390602401602060405180830381865afa158015612a5a573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612a7e9190613808565b85612c3a565b60018801548854612aa2916001600160a01b03908116911684612c3a565b505050505050505050565b6123415f7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f0061233b565b806009811115612ae957612ae9613405565b826009811115612afb57612afb613405565b14610a1457610a14838361243b565b336001600160a01b03821614610bc9576040517f43d89477000000000000000000000000000000000000000000000000000000008152600481018390523360248201526044016107bb565b6040517fe8d96dd2000000000000000000000000000000000000000000000000000000008152600481018290523360248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e8d96dd290604401602060405180830381865afa158015612bd7573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612bfb9190613893565b610851576040517f67e5d156000000000000000000000000000000000000000000000000000000008152600481018290523360248201526044016107bb565b805f03612c4657505050565b5f6001600160a01b038416612c67575f5f5f5f8587620186a0f19050612d3a565b6040516001600160a01b0384166024820152604481018390525f90606401604080517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0818403018152919052602080820180517bffffffffffffffffffffffffffffffffffffffffffffffffffffffff167fa9059cbb000000000000000000000000000000000000000000000000000000001781525f80805283519394509192908289620186a0f191508115612d38573d8015612d2f5760015f5114601f3d11169250612d36565b5f863b1192505b505b505b80612dca576001600160a01b038085165f90815260016020908152604080832093871683529290529081208054849290612d759084906135b7565b92505081905550826001600160a01b0316846001600160a01b03167f5a0c3591c2e548638f5c88b63a0f9a9ff4b5f1c634efd01311827381fd8c660384604051612dc191815260200190565b60405180910390a35b50505050565b5f828152600260208190526040909120908154600160c81b900460ff166009811115612dfe57612dfe613405565b141580612e2357508054600160a01b900464ffffffffff1667ffffffffffffffff8316115b80612ef8575080546040517fe8d96dd20000000000000000000000000000000000000000000000000000000081527a01000000000000000000000000000000000000000000000000000090910465ffffffffffff1660048201523360248201527f00000000000000000000000000000000000000000000000000000000000000006001600160a01b03169063e8d96dd290604401602060405180830381865afa158015612ed2573d5f5f3e3d5ffd5b505050506040513d601f19601f82011682018060405250810190612ef69190613893565b155b15610a14576040517f9e46e57c000000000000000000000000000000000000000000000000000000008152600481018490526024016107bb565b612f4084848484600161322d565b612dca576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b03851660048201526024016107bb565b612f8e83838360016132b3565b610a14576040517f5274afe70000000000000000000000000000000000000000000000000000000081526001600160a01b03841660048201526024016107bb565b7f9b779b17422d0df92223018b32b4d1fa46e071723d6817e2486d003becc55f005c15612341576040517f3ee5aeb500000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b80825d5050565b5f808061271061304361ffff861687613753565b61304d9190613797565b90505f6127106130817f000000000000000000000000000000000000000000000000000000000000000061ffff1684613753565b61308b9190613797565b905080156130f0576001600160a01b038088165f9081526001602090815260408083207f0000000000000000000000000000000000000000000000000000000000000000909416835292905290812080548392906130ea9084906135b7565b90915550505b6130fa818361372c565b9350613106828761372c565b92505050935093915050565b6040517f48fd064a00000000000000000000000000000000000000000000000000000000815260048101849052602481018390526001600160a01b0382811660448301525f917f0000000000000000000000000000000000000000000000000000000000000000909116906348fd064a906064016020604051808303815f875af19250505080156131de575060408051601f3d9081017fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe01682019092526131db91810190613698565b60015b6132225783857f52f8552a7fab8cdcaae153bc74566d5fd03a913007b5cb5c3599b0fa9f8684978560405161321591815260200190565b60405180910390a3613225565b90505b949350505050565b6040517f23b872dd000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038781166004528616602452604485905291602083606481808c5af1925060015f511483166132a2578383151615613296573d5f823e3d81fd5b5f883b113d1516831692505b604052505f60605295945050505050565b6040517fa9059cbb000000000000000000000000000000000000000000000000000000005f8181526001600160a01b038616600452602485905291602083604481808b5af1925060015f51148316613322578383151615613316573d5f823e3d81fd5b5f873b113d1516831692505b60405250949350505050565b5f6020828403121561333e575f5ffd5b5035919050565b5f5f5f60608486031215613357575f5ffd5b83359250602084013561ffff8116811461336f575f5ffd5b929592945050506040919091013590565b6001600160a01b0381168114610851575f5ffd5b5f5f604083850312156133a5575f5ffd5b82356133b081613380565b915060208301356133c081613380565b809150509250929050565b5f5f604083850312156133dc575f5ffd5b50508035926020909101359150565b5f6101408284031280156133fd575f5ffd5b509092915050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd5b600a811061344257613442613405565b9052565b81516001600160a01b0316815261016081016020830151613470602084018264ffffffffff169052565b5060408301516134836040840182613432565b50606083015161349d606084018265ffffffffffff169052565b5060808301516134b860808401826001600160a01b03169052565b5060a08301516134d860a08401826bffffffffffffffffffffffff169052565b5060c08301516134f360c08401826001600160a01b03169052565b5060e083015161350b60e084018263ffffffff169052565b5061010083015161352261010084018260ff169052565b5061012083015161353e61012084018265ffffffffffff169052565b506101408301516135606101408401826bffffffffffffffffffffffff169052565b5092915050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b64ffffffffff81811683821601908111156135b1576135b1613567565b92915050565b808201808211156135b1576135b1613567565b80518015158114611d4e575f5ffd5b5f5f604083850312156135ea575f5ffd5b6135f3836135ca565b6020939093015192949293505050565b60ff81168114610851575f5ffd5b5f60208284031215613621575f5ffd5b815161362c81613603565b9392505050565b5f60208284031215613643575f5ffd5b813567ffffffffffffffff8116811461362c575f5ffd5b5f6020828403121561366a575f5ffd5b813563ffffffff8116811461362c575f5ffd5b5f6020828403121561368d575f5ffd5b813561362c81613603565b5f602082840312156136a8575f5ffd5b5051919050565b5f602082840312156136bf575f5ffd5b813561362c81613380565b5f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff82036136fa576136fa613567565b5060010190565b5f60208284031215613711575f5ffd5b81356bffffffffffffffffffffffff8116811461362c575f5ffd5b818103818111156135b1576135b1613567565b8281526040810161362c6020830184613432565b80820281158282048414176135b1576135b1613567565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52601260045260245ffd5b5f826137a5576137a561376a565b500490565b6004811061344257613442613405565b878152602081018790526001600160a01b038681166040830152851660608201526080810184905260e081016137f360a08301856137aa565b60ff831660c083015298975050505050505050565b5f60208284031215613818575f5ffd5b815161362c81613380565b5f61ffff8316806138365761383661376a565b8061ffff84160491505092915050565b87815265ffffffffffff871660208201526001600160a01b038681166040830152851660608201526bffffffffffffffffffffffff8416608082015260e081016137f360a08301856137aa565b5f602082840312156138a3575f5ffd5b61362c826135ca56",
}

// BountyEscrow is an auto generated Go binding around an Ethereum contract.
type BountyEscrow struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *BountyEscrow) GetABI() abi.ABI {
	return c.abi
}

// NewBountyEscrow creates a new instance of BountyEscrow.
func NewBountyEscrow() *BountyEscrow {
	parsed, err := BountyEscrowMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &BountyEscrow{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *BountyEscrow) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(address registry_, address reputation_, address treasury_, uint16 feeBps_, uint64 maxDuration_, uint64 maxReviewWindow_, uint64 disputeWindow_, uint64 disputeTimeout_, uint16 defaultDisputeAgentBps_) returns()
func (bountyEscrow *BountyEscrow) PackConstructor(registry_ common.Address, reputation_ common.Address, treasury_ common.Address, feeBps_ uint16, maxDuration_ uint64, maxReviewWindow_ uint64, disputeWindow_ uint64, disputeTimeout_ uint64, defaultDisputeAgentBps_ uint16) []byte {
	enc, err := bountyEscrow.abi.Pack("", registry_, reputation_, treasury_, feeBps_, maxDuration_, maxReviewWindow_, disputeWindow_, disputeTimeout_, defaultDisputeAgentBps_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackMAXFEEBPS is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd55be8c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) PackMAXFEEBPS() []byte {
	enc, err := bountyEscrow.abi.Pack("MAX_FEE_BPS")
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
func (bountyEscrow *BountyEscrow) TryPackMAXFEEBPS() ([]byte, error) {
	return bountyEscrow.abi.Pack("MAX_FEE_BPS")
}

// UnpackMAXFEEBPS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd55be8c6.
//
// Solidity: function MAX_FEE_BPS() view returns(uint16)
func (bountyEscrow *BountyEscrow) UnpackMAXFEEBPS(data []byte) (uint16, error) {
	out, err := bountyEscrow.abi.Unpack("MAX_FEE_BPS", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackMAXTIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde38eb3a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function MAX_TIMEOUT() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackMAXTIMEOUT() []byte {
	enc, err := bountyEscrow.abi.Pack("MAX_TIMEOUT")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMAXTIMEOUT is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde38eb3a.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function MAX_TIMEOUT() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackMAXTIMEOUT() ([]byte, error) {
	return bountyEscrow.abi.Pack("MAX_TIMEOUT")
}

// UnpackMAXTIMEOUT is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xde38eb3a.
//
// Solidity: function MAX_TIMEOUT() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackMAXTIMEOUT(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("MAX_TIMEOUT", data)
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
func (bountyEscrow *BountyEscrow) PackPUSHGAS() []byte {
	enc, err := bountyEscrow.abi.Pack("PUSH_GAS")
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
func (bountyEscrow *BountyEscrow) TryPackPUSHGAS() ([]byte, error) {
	return bountyEscrow.abi.Pack("PUSH_GAS")
}

// UnpackPUSHGAS is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x2b68f2a5.
//
// Solidity: function PUSH_GAS() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackPUSHGAS(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("PUSH_GAS", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackAccept is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19b05f49.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function accept(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) PackAccept(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("accept", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAccept is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x19b05f49.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function accept(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) TryPackAccept(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("accept", bountyId)
}

// PackBountyCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e362c96.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function bountyCount() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackBountyCount() []byte {
	enc, err := bountyEscrow.abi.Pack("bountyCount")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBountyCount is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3e362c96.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function bountyCount() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackBountyCount() ([]byte, error) {
	return bountyEscrow.abi.Pack("bountyCount")
}

// UnpackBountyCount is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3e362c96.
//
// Solidity: function bountyCount() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackBountyCount(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("bountyCount", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40e58ee5.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancel(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) PackCancel(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("cancel", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancel is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40e58ee5.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancel(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) TryPackCancel(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("cancel", bountyId)
}

// PackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3490263.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function claim(uint256 bountyId, uint256 agentId) returns()
func (bountyEscrow *BountyEscrow) PackClaim(bountyId *big.Int, agentId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("claim", bountyId, agentId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackClaim is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc3490263.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function claim(uint256 bountyId, uint256 agentId) returns()
func (bountyEscrow *BountyEscrow) TryPackClaim(bountyId *big.Int, agentId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("claim", bountyId, agentId)
}

// PackDefaultDisputeAgentBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x882cecc0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function defaultDisputeAgentBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) PackDefaultDisputeAgentBps() []byte {
	enc, err := bountyEscrow.abi.Pack("defaultDisputeAgentBps")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDefaultDisputeAgentBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x882cecc0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function defaultDisputeAgentBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) TryPackDefaultDisputeAgentBps() ([]byte, error) {
	return bountyEscrow.abi.Pack("defaultDisputeAgentBps")
}

// UnpackDefaultDisputeAgentBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x882cecc0.
//
// Solidity: function defaultDisputeAgentBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) UnpackDefaultDisputeAgentBps(data []byte) (uint16, error) {
	out, err := bountyEscrow.abi.Unpack("defaultDisputeAgentBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde847ff8.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function dispute(uint256 bountyId, bytes32 reasonHash) returns()
func (bountyEscrow *BountyEscrow) PackDispute(bountyId *big.Int, reasonHash [32]byte) []byte {
	enc, err := bountyEscrow.abi.Pack("dispute", bountyId, reasonHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDispute is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xde847ff8.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function dispute(uint256 bountyId, bytes32 reasonHash) returns()
func (bountyEscrow *BountyEscrow) TryPackDispute(bountyId *big.Int, reasonHash [32]byte) ([]byte, error) {
	return bountyEscrow.abi.Pack("dispute", bountyId, reasonHash)
}

// PackDisputeTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc04c22a4.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeTimeout() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackDisputeTimeout() []byte {
	enc, err := bountyEscrow.abi.Pack("disputeTimeout")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeTimeout is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc04c22a4.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeTimeout() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackDisputeTimeout() ([]byte, error) {
	return bountyEscrow.abi.Pack("disputeTimeout")
}

// UnpackDisputeTimeout is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc04c22a4.
//
// Solidity: function disputeTimeout() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackDisputeTimeout(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("disputeTimeout", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackDisputeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x117f5f92.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function disputeWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackDisputeWindow() []byte {
	enc, err := bountyEscrow.abi.Pack("disputeWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDisputeWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x117f5f92.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function disputeWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackDisputeWindow() ([]byte, error) {
	return bountyEscrow.abi.Pack("disputeWindow")
}

// UnpackDisputeWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x117f5f92.
//
// Solidity: function disputeWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackDisputeWindow(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("disputeWindow", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf81bf43.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function expire(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) PackExpire(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("expire", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackExpire is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbf81bf43.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function expire(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) TryPackExpire(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("expire", bountyId)
}

// PackFeeBps is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x24a9d853.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function feeBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) PackFeeBps() []byte {
	enc, err := bountyEscrow.abi.Pack("feeBps")
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
func (bountyEscrow *BountyEscrow) TryPackFeeBps() ([]byte, error) {
	return bountyEscrow.abi.Pack("feeBps")
}

// UnpackFeeBps is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x24a9d853.
//
// Solidity: function feeBps() view returns(uint16)
func (bountyEscrow *BountyEscrow) UnpackFeeBps(data []byte) (uint16, error) {
	out, err := bountyEscrow.abi.Unpack("feeBps", data)
	if err != nil {
		return *new(uint16), err
	}
	out0 := *abi.ConvertType(out[0], new(uint16)).(*uint16)
	return out0, nil
}

// PackFinalize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05261aea.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function finalize(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) PackFinalize(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("finalize", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackFinalize is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x05261aea.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function finalize(uint256 bountyId) returns()
func (bountyEscrow *BountyEscrow) TryPackFinalize(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("finalize", bountyId)
}

// PackGetBounty is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee8c4bbf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function getBounty(uint256 bountyId) view returns((address,uint40,uint8,uint48,address,uint96,address,uint32,uint8,uint48,uint96))
func (bountyEscrow *BountyEscrow) PackGetBounty(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("getBounty", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackGetBounty is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xee8c4bbf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function getBounty(uint256 bountyId) view returns((address,uint40,uint8,uint48,address,uint96,address,uint32,uint8,uint48,uint96))
func (bountyEscrow *BountyEscrow) TryPackGetBounty(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("getBounty", bountyId)
}

// UnpackGetBounty is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xee8c4bbf.
//
// Solidity: function getBounty(uint256 bountyId) view returns((address,uint40,uint8,uint48,address,uint96,address,uint32,uint8,uint48,uint96))
func (bountyEscrow *BountyEscrow) UnpackGetBounty(data []byte) (IBountyEscrowBounty, error) {
	out, err := bountyEscrow.abi.Unpack("getBounty", data)
	if err != nil {
		return *new(IBountyEscrowBounty), err
	}
	out0 := *abi.ConvertType(out[0], new(IBountyEscrowBounty)).(*IBountyEscrowBounty)
	return out0, nil
}

// PackIsTimedOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc8ac988.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function isTimedOut(uint256 bountyId) view returns(bool)
func (bountyEscrow *BountyEscrow) PackIsTimedOut(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("isTimedOut", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackIsTimedOut is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc8ac988.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function isTimedOut(uint256 bountyId) view returns(bool)
func (bountyEscrow *BountyEscrow) TryPackIsTimedOut(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("isTimedOut", bountyId)
}

// UnpackIsTimedOut is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcc8ac988.
//
// Solidity: function isTimedOut(uint256 bountyId) view returns(bool)
func (bountyEscrow *BountyEscrow) UnpackIsTimedOut(data []byte) (bool, error) {
	out, err := bountyEscrow.abi.Unpack("isTimedOut", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackMaxDuration is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6db5c8fd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxDuration() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackMaxDuration() []byte {
	enc, err := bountyEscrow.abi.Pack("maxDuration")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxDuration is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6db5c8fd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxDuration() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackMaxDuration() ([]byte, error) {
	return bountyEscrow.abi.Pack("maxDuration")
}

// UnpackMaxDuration is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x6db5c8fd.
//
// Solidity: function maxDuration() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackMaxDuration(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("maxDuration", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackMaxReviewWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c6a7e04.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function maxReviewWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) PackMaxReviewWindow() []byte {
	enc, err := bountyEscrow.abi.Pack("maxReviewWindow")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMaxReviewWindow is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9c6a7e04.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function maxReviewWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) TryPackMaxReviewWindow() ([]byte, error) {
	return bountyEscrow.abi.Pack("maxReviewWindow")
}

// UnpackMaxReviewWindow is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9c6a7e04.
//
// Solidity: function maxReviewWindow() view returns(uint64)
func (bountyEscrow *BountyEscrow) UnpackMaxReviewWindow(data []byte) (uint64, error) {
	out, err := bountyEscrow.abi.Unpack("maxReviewWindow", data)
	if err != nil {
		return *new(uint64), err
	}
	out0 := *abi.ConvertType(out[0], new(uint64)).(*uint64)
	return out0, nil
}

// PackOwed is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x28079e4a.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function owed(address token, address account) view returns(uint256)
func (bountyEscrow *BountyEscrow) PackOwed(token common.Address, account common.Address) []byte {
	enc, err := bountyEscrow.abi.Pack("owed", token, account)
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
func (bountyEscrow *BountyEscrow) TryPackOwed(token common.Address, account common.Address) ([]byte, error) {
	return bountyEscrow.abi.Pack("owed", token, account)
}

// UnpackOwed is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x28079e4a.
//
// Solidity: function owed(address token, address account) view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackOwed(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("owed", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPost is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc08ab42.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function post((address,uint256,bytes32,uint64,uint32,uint96,uint8,uint256,uint256,address) p) payable returns(uint256 bountyId)
func (bountyEscrow *BountyEscrow) PackPost(p IBountyEscrowPostParams) []byte {
	enc, err := bountyEscrow.abi.Pack("post", p)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPost is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcc08ab42.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function post((address,uint256,bytes32,uint64,uint32,uint96,uint8,uint256,uint256,address) p) payable returns(uint256 bountyId)
func (bountyEscrow *BountyEscrow) TryPackPost(p IBountyEscrowPostParams) ([]byte, error) {
	return bountyEscrow.abi.Pack("post", p)
}

// UnpackPost is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcc08ab42.
//
// Solidity: function post((address,uint256,bytes32,uint64,uint32,uint96,uint8,uint256,uint256,address) p) payable returns(uint256 bountyId)
func (bountyEscrow *BountyEscrow) UnpackPost(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("post", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registry() view returns(address)
func (bountyEscrow *BountyEscrow) PackRegistry() []byte {
	enc, err := bountyEscrow.abi.Pack("registry")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistry is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7b103999.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registry() view returns(address)
func (bountyEscrow *BountyEscrow) TryPackRegistry() ([]byte, error) {
	return bountyEscrow.abi.Pack("registry")
}

// UnpackRegistry is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7b103999.
//
// Solidity: function registry() view returns(address)
func (bountyEscrow *BountyEscrow) UnpackRegistry(data []byte) (common.Address, error) {
	out, err := bountyEscrow.abi.Unpack("registry", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackRegistryMinStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbdb58d60.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function registryMinStake() view returns(uint256)
func (bountyEscrow *BountyEscrow) PackRegistryMinStake() []byte {
	enc, err := bountyEscrow.abi.Pack("registryMinStake")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackRegistryMinStake is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xbdb58d60.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function registryMinStake() view returns(uint256)
func (bountyEscrow *BountyEscrow) TryPackRegistryMinStake() ([]byte, error) {
	return bountyEscrow.abi.Pack("registryMinStake")
}

// UnpackRegistryMinStake is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xbdb58d60.
//
// Solidity: function registryMinStake() view returns(uint256)
func (bountyEscrow *BountyEscrow) UnpackRegistryMinStake(data []byte) (*big.Int, error) {
	out, err := bountyEscrow.abi.Unpack("registryMinStake", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6be1320b.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reject(uint256 bountyId, bytes32 reasonHash) returns()
func (bountyEscrow *BountyEscrow) PackReject(bountyId *big.Int, reasonHash [32]byte) []byte {
	enc, err := bountyEscrow.abi.Pack("reject", bountyId, reasonHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReject is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x6be1320b.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reject(uint256 bountyId, bytes32 reasonHash) returns()
func (bountyEscrow *BountyEscrow) TryPackReject(bountyId *big.Int, reasonHash [32]byte) ([]byte, error) {
	return bountyEscrow.abi.Pack("reject", bountyId, reasonHash)
}

// PackReputation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc52164c6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function reputation() view returns(address)
func (bountyEscrow *BountyEscrow) PackReputation() []byte {
	enc, err := bountyEscrow.abi.Pack("reputation")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReputation is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc52164c6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function reputation() view returns(address)
func (bountyEscrow *BountyEscrow) TryPackReputation() ([]byte, error) {
	return bountyEscrow.abi.Pack("reputation")
}

// UnpackReputation is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc52164c6.
//
// Solidity: function reputation() view returns(address)
func (bountyEscrow *BountyEscrow) UnpackReputation(data []byte) (common.Address, error) {
	out, err := bountyEscrow.abi.Unpack("reputation", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23fc1544.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function resolve(uint256 bountyId, uint16 agentBps, uint256 slashAmount) returns()
func (bountyEscrow *BountyEscrow) PackResolve(bountyId *big.Int, agentBps uint16, slashAmount *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("resolve", bountyId, agentBps, slashAmount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackResolve is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23fc1544.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function resolve(uint256 bountyId, uint16 agentBps, uint256 slashAmount) returns()
func (bountyEscrow *BountyEscrow) TryPackResolve(bountyId *big.Int, agentBps uint16, slashAmount *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("resolve", bountyId, agentBps, slashAmount)
}

// PackSettlementOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9dd72c9d.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function settlementOf(uint256 bountyId) view returns(address requester, uint256 agentId, address token, uint256 amount, bool settled)
func (bountyEscrow *BountyEscrow) PackSettlementOf(bountyId *big.Int) []byte {
	enc, err := bountyEscrow.abi.Pack("settlementOf", bountyId)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSettlementOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x9dd72c9d.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function settlementOf(uint256 bountyId) view returns(address requester, uint256 agentId, address token, uint256 amount, bool settled)
func (bountyEscrow *BountyEscrow) TryPackSettlementOf(bountyId *big.Int) ([]byte, error) {
	return bountyEscrow.abi.Pack("settlementOf", bountyId)
}

// SettlementOfOutput serves as a container for the return parameters of contract
// method SettlementOf.
type SettlementOfOutput struct {
	Requester common.Address
	AgentId   *big.Int
	Token     common.Address
	Amount    *big.Int
	Settled   bool
}

// UnpackSettlementOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x9dd72c9d.
//
// Solidity: function settlementOf(uint256 bountyId) view returns(address requester, uint256 agentId, address token, uint256 amount, bool settled)
func (bountyEscrow *BountyEscrow) UnpackSettlementOf(data []byte) (SettlementOfOutput, error) {
	out, err := bountyEscrow.abi.Unpack("settlementOf", data)
	outstruct := new(SettlementOfOutput)
	if err != nil {
		return *outstruct, err
	}
	outstruct.Requester = *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	outstruct.AgentId = abi.ConvertType(out[1], new(big.Int)).(*big.Int)
	outstruct.Token = *abi.ConvertType(out[2], new(common.Address)).(*common.Address)
	outstruct.Amount = abi.ConvertType(out[3], new(big.Int)).(*big.Int)
	outstruct.Settled = *abi.ConvertType(out[4], new(bool)).(*bool)
	return *outstruct, nil
}

// PackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ecea788.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function submit(uint256 bountyId, bytes32 resultHash) returns()
func (bountyEscrow *BountyEscrow) PackSubmit(bountyId *big.Int, resultHash [32]byte) []byte {
	enc, err := bountyEscrow.abi.Pack("submit", bountyId, resultHash)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackSubmit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x2ecea788.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function submit(uint256 bountyId, bytes32 resultHash) returns()
func (bountyEscrow *BountyEscrow) TryPackSubmit(bountyId *big.Int, resultHash [32]byte) ([]byte, error) {
	return bountyEscrow.abi.Pack("submit", bountyId, resultHash)
}

// PackTreasury is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x61d027b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function treasury() view returns(address)
func (bountyEscrow *BountyEscrow) PackTreasury() []byte {
	enc, err := bountyEscrow.abi.Pack("treasury")
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
func (bountyEscrow *BountyEscrow) TryPackTreasury() ([]byte, error) {
	return bountyEscrow.abi.Pack("treasury")
}

// UnpackTreasury is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x61d027b3.
//
// Solidity: function treasury() view returns(address)
func (bountyEscrow *BountyEscrow) UnpackTreasury(data []byte) (common.Address, error) {
	out, err := bountyEscrow.abi.Unpack("treasury", data)
	if err != nil {
		return *new(common.Address), err
	}
	out0 := *abi.ConvertType(out[0], new(common.Address)).(*common.Address)
	return out0, nil
}

// PackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf940e385.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function withdraw(address token, address to) returns()
func (bountyEscrow *BountyEscrow) PackWithdraw(token common.Address, to common.Address) []byte {
	enc, err := bountyEscrow.abi.Pack("withdraw", token, to)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackWithdraw is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xf940e385.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function withdraw(address token, address to) returns()
func (bountyEscrow *BountyEscrow) TryPackWithdraw(token common.Address, to common.Address) ([]byte, error) {
	return bountyEscrow.abi.Pack("withdraw", token, to)
}

// BountyEscrowBountyAccepted represents a BountyAccepted event raised by the BountyEscrow contract.
type BountyEscrowBountyAccepted struct {
	BountyId  *big.Int
	AgentId   *big.Int
	Paid      *big.Int
	Fee       *big.Int
	Automatic bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyAcceptedEventName = "BountyAccepted"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyAccepted) ContractEventName() string {
	return BountyEscrowBountyAcceptedEventName
}

// UnpackBountyAcceptedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyAccepted(uint256 indexed bountyId, uint256 indexed agentId, uint256 paid, uint256 fee, bool automatic)
func (bountyEscrow *BountyEscrow) UnpackBountyAcceptedEvent(log *types.Log) (*BountyEscrowBountyAccepted, error) {
	event := "BountyAccepted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyAccepted)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
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

// BountyEscrowBountyCancelled represents a BountyCancelled event raised by the BountyEscrow contract.
type BountyEscrowBountyCancelled struct {
	BountyId *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyCancelledEventName = "BountyCancelled"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyCancelled) ContractEventName() string {
	return BountyEscrowBountyCancelledEventName
}

// UnpackBountyCancelledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyCancelled(uint256 indexed bountyId)
func (bountyEscrow *BountyEscrow) UnpackBountyCancelledEvent(log *types.Log) (*BountyEscrowBountyCancelled, error) {
	event := "BountyCancelled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyCancelled)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
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

// BountyEscrowBountyClaimed represents a BountyClaimed event raised by the BountyEscrow contract.
type BountyEscrowBountyClaimed struct {
	BountyId *big.Int
	AgentId  *big.Int
	By       common.Address
	Raw      *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyClaimedEventName = "BountyClaimed"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyClaimed) ContractEventName() string {
	return BountyEscrowBountyClaimedEventName
}

// UnpackBountyClaimedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyClaimed(uint256 indexed bountyId, uint256 indexed agentId, address indexed by)
func (bountyEscrow *BountyEscrow) UnpackBountyClaimedEvent(log *types.Log) (*BountyEscrowBountyClaimed, error) {
	event := "BountyClaimed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyClaimed)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
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

// BountyEscrowBountyDisputed represents a BountyDisputed event raised by the BountyEscrow contract.
type BountyEscrowBountyDisputed struct {
	BountyId   *big.Int
	ReasonHash [32]byte
	RuleEnd    uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyDisputedEventName = "BountyDisputed"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyDisputed) ContractEventName() string {
	return BountyEscrowBountyDisputedEventName
}

// UnpackBountyDisputedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyDisputed(uint256 indexed bountyId, bytes32 reasonHash, uint64 ruleEnd)
func (bountyEscrow *BountyEscrow) UnpackBountyDisputedEvent(log *types.Log) (*BountyEscrowBountyDisputed, error) {
	event := "BountyDisputed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyDisputed)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
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

// BountyEscrowBountyExpired represents a BountyExpired event raised by the BountyEscrow contract.
type BountyEscrowBountyExpired struct {
	BountyId *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyExpiredEventName = "BountyExpired"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyExpired) ContractEventName() string {
	return BountyEscrowBountyExpiredEventName
}

// UnpackBountyExpiredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyExpired(uint256 indexed bountyId)
func (bountyEscrow *BountyEscrow) UnpackBountyExpiredEvent(log *types.Log) (*BountyEscrowBountyExpired, error) {
	event := "BountyExpired"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyExpired)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
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

// BountyEscrowBountyPosted represents a BountyPosted event raised by the BountyEscrow contract.
type BountyEscrowBountyPosted struct {
	BountyId  *big.Int
	Requester common.Address
	Token     common.Address
	Amount    *big.Int
	SpecHash  [32]byte
	Deadline  uint64
	Assignee  *big.Int
	ParentId  *big.Int
	Raw       *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyPostedEventName = "BountyPosted"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyPosted) ContractEventName() string {
	return BountyEscrowBountyPostedEventName
}

// UnpackBountyPostedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyPosted(uint256 indexed bountyId, address indexed requester, address indexed token, uint256 amount, bytes32 specHash, uint64 deadline, uint256 assignee, uint256 parentId)
func (bountyEscrow *BountyEscrow) UnpackBountyPostedEvent(log *types.Log) (*BountyEscrowBountyPosted, error) {
	event := "BountyPosted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyPosted)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
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

// BountyEscrowBountyRejected represents a BountyRejected event raised by the BountyEscrow contract.
type BountyEscrowBountyRejected struct {
	BountyId   *big.Int
	ReasonHash [32]byte
	DisputeEnd uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyRejectedEventName = "BountyRejected"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyRejected) ContractEventName() string {
	return BountyEscrowBountyRejectedEventName
}

// UnpackBountyRejectedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyRejected(uint256 indexed bountyId, bytes32 reasonHash, uint64 disputeEnd)
func (bountyEscrow *BountyEscrow) UnpackBountyRejectedEvent(log *types.Log) (*BountyEscrowBountyRejected, error) {
	event := "BountyRejected"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyRejected)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
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

// BountyEscrowBountyResolved represents a BountyResolved event raised by the BountyEscrow contract.
type BountyEscrowBountyResolved struct {
	BountyId  *big.Int
	AgentBps  uint16
	AgentPaid *big.Int
	Refunded  *big.Int
	Slashed   *big.Int
	ByTimeout bool
	Raw       *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountyResolvedEventName = "BountyResolved"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountyResolved) ContractEventName() string {
	return BountyEscrowBountyResolvedEventName
}

// UnpackBountyResolvedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountyResolved(uint256 indexed bountyId, uint16 agentBps, uint256 agentPaid, uint256 refunded, uint256 slashed, bool byTimeout)
func (bountyEscrow *BountyEscrow) UnpackBountyResolvedEvent(log *types.Log) (*BountyEscrowBountyResolved, error) {
	event := "BountyResolved"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountyResolved)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
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

// BountyEscrowBountySubmitted represents a BountySubmitted event raised by the BountyEscrow contract.
type BountyEscrowBountySubmitted struct {
	BountyId   *big.Int
	AgentId    *big.Int
	ResultHash [32]byte
	ReviewEnd  uint64
	Raw        *types.Log // Blockchain specific contextual infos
}

const BountyEscrowBountySubmittedEventName = "BountySubmitted"

// ContractEventName returns the user-defined event name.
func (BountyEscrowBountySubmitted) ContractEventName() string {
	return BountyEscrowBountySubmittedEventName
}

// UnpackBountySubmittedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event BountySubmitted(uint256 indexed bountyId, uint256 indexed agentId, bytes32 resultHash, uint64 reviewEnd)
func (bountyEscrow *BountyEscrow) UnpackBountySubmittedEvent(log *types.Log) (*BountyEscrowBountySubmitted, error) {
	event := "BountySubmitted"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowBountySubmitted)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
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

// BountyEscrowPaymentDeferred represents a PaymentDeferred event raised by the BountyEscrow contract.
type BountyEscrowPaymentDeferred struct {
	Token   common.Address
	Account common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const BountyEscrowPaymentDeferredEventName = "PaymentDeferred"

// ContractEventName returns the user-defined event name.
func (BountyEscrowPaymentDeferred) ContractEventName() string {
	return BountyEscrowPaymentDeferredEventName
}

// UnpackPaymentDeferredEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event PaymentDeferred(address indexed token, address indexed account, uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackPaymentDeferredEvent(log *types.Log) (*BountyEscrowPaymentDeferred, error) {
	event := "PaymentDeferred"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowPaymentDeferred)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
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

// BountyEscrowSlashFailed represents a SlashFailed event raised by the BountyEscrow contract.
type BountyEscrowSlashFailed struct {
	BountyId *big.Int
	AgentId  *big.Int
	Amount   *big.Int
	Raw      *types.Log // Blockchain specific contextual infos
}

const BountyEscrowSlashFailedEventName = "SlashFailed"

// ContractEventName returns the user-defined event name.
func (BountyEscrowSlashFailed) ContractEventName() string {
	return BountyEscrowSlashFailedEventName
}

// UnpackSlashFailedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event SlashFailed(uint256 indexed bountyId, uint256 indexed agentId, uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackSlashFailedEvent(log *types.Log) (*BountyEscrowSlashFailed, error) {
	event := "SlashFailed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowSlashFailed)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
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

// BountyEscrowWithdrawn represents a Withdrawn event raised by the BountyEscrow contract.
type BountyEscrowWithdrawn struct {
	Token   common.Address
	Account common.Address
	To      common.Address
	Amount  *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const BountyEscrowWithdrawnEventName = "Withdrawn"

// ContractEventName returns the user-defined event name.
func (BountyEscrowWithdrawn) ContractEventName() string {
	return BountyEscrowWithdrawnEventName
}

// UnpackWithdrawnEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Withdrawn(address indexed token, address indexed account, address indexed to, uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackWithdrawnEvent(log *types.Log) (*BountyEscrowWithdrawn, error) {
	event := "Withdrawn"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != bountyEscrow.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(BountyEscrowWithdrawn)
	if len(log.Data) > 0 {
		if err := bountyEscrow.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range bountyEscrow.abi.Events[event].Inputs {
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
func (bountyEscrow *BountyEscrow) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadAmount"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadAmountError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadDeadline"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadDeadlineError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadMinReputation"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadMinReputationError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadParameter"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadParameterError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadParent"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadParentError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadReviewWindow"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadReviewWindowError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadRuling"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadRulingError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowBadValue"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowBadValueError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowDeadlinePassed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowDeadlinePassedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowEmptyResult"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowEmptyResultError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowFeeOnTransferToken"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowFeeOnTransferTokenError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotAgentOperator"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotAgentOperatorError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotArbiter"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotArbiterError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotAssignee"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotAssigneeError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotRequester"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotRequesterError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNotTimedOut"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNotTimedOutError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowNothingOwed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowNothingOwedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowReputationTooLow"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowReputationTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowStakeTooLow"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowStakeTooLowError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowTransferFailed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowTransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowUnknownAgent"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowUnknownAgentError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowUnknownBounty"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowUnknownBountyError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowWindowClosed"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowWindowClosedError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowWrongStatus"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowWrongStatusError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["EscrowZeroAddress"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackEscrowZeroAddressError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["ReentrancyGuardReentrantCall"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackReentrancyGuardReentrantCallError(raw[4:])
	}
	if bytes.Equal(raw[:4], bountyEscrow.abi.Errors["SafeERC20FailedOperation"].ID.Bytes()[:4]) {
		return bountyEscrow.UnpackSafeERC20FailedOperationError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// BountyEscrowEscrowBadAmount represents a EscrowBadAmount error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadAmount struct {
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadAmount(uint256 amount)
func BountyEscrowEscrowBadAmountErrorID() common.Hash {
	return common.HexToHash("0x8e53404931147f21bac4e25969ee4ebfc6087bc7ee000ee7aa5b7ee6d385a3bb")
}

// UnpackEscrowBadAmountError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadAmount(uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadAmountError(raw []byte) (*BountyEscrowEscrowBadAmount, error) {
	out := new(BountyEscrowEscrowBadAmount)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadAmount", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadDeadline represents a EscrowBadDeadline error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadDeadline struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadDeadline(uint64 deadline)
func BountyEscrowEscrowBadDeadlineErrorID() common.Hash {
	return common.HexToHash("0x99ecfc0deee66951ca568b462aeac9b3def7d63bc1e30ff11640b14c0be0b6ae")
}

// UnpackEscrowBadDeadlineError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadDeadline(uint64 deadline)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadDeadlineError(raw []byte) (*BountyEscrowEscrowBadDeadline, error) {
	out := new(BountyEscrowEscrowBadDeadline)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadDeadline", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadMinReputation represents a EscrowBadMinReputation error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadMinReputation struct {
	MinReputation uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadMinReputation(uint8 minReputation)
func BountyEscrowEscrowBadMinReputationErrorID() common.Hash {
	return common.HexToHash("0x51845bda93b5b23a6fcfa7512de07abb5fcf285e9da6ff87773e244ec365680c")
}

// UnpackEscrowBadMinReputationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadMinReputation(uint8 minReputation)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadMinReputationError(raw []byte) (*BountyEscrowEscrowBadMinReputation, error) {
	out := new(BountyEscrowEscrowBadMinReputation)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadMinReputation", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadParameter represents a EscrowBadParameter error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadParameter struct {
	Name string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadParameter(string name)
func BountyEscrowEscrowBadParameterErrorID() common.Hash {
	return common.HexToHash("0x7d1adef48ce5609e645ab601c790a66e5ca70249020000d2dc35e2cded382255")
}

// UnpackEscrowBadParameterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadParameter(string name)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadParameterError(raw []byte) (*BountyEscrowEscrowBadParameter, error) {
	out := new(BountyEscrowEscrowBadParameter)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadParameter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadParent represents a EscrowBadParent error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadParent struct {
	ParentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadParent(uint256 parentId)
func BountyEscrowEscrowBadParentErrorID() common.Hash {
	return common.HexToHash("0x9e46e57c40c26ed5c5eae4d828fe79d143cc320867a5b62c0e44693e53c4c198")
}

// UnpackEscrowBadParentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadParent(uint256 parentId)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadParentError(raw []byte) (*BountyEscrowEscrowBadParent, error) {
	out := new(BountyEscrowEscrowBadParent)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadParent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadReviewWindow represents a EscrowBadReviewWindow error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadReviewWindow struct {
	ReviewWindow uint32
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadReviewWindow(uint32 reviewWindow)
func BountyEscrowEscrowBadReviewWindowErrorID() common.Hash {
	return common.HexToHash("0xebddf6fc2e405233b75ba8423b9d3ee3759cefeb8a4ffa32a2c0cd8072ccb307")
}

// UnpackEscrowBadReviewWindowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadReviewWindow(uint32 reviewWindow)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadReviewWindowError(raw []byte) (*BountyEscrowEscrowBadReviewWindow, error) {
	out := new(BountyEscrowEscrowBadReviewWindow)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadReviewWindow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadRuling represents a EscrowBadRuling error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadRuling struct {
	AgentBps    uint16
	SlashAmount *big.Int
	SlashCap    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadRuling(uint16 agentBps, uint256 slashAmount, uint256 slashCap)
func BountyEscrowEscrowBadRulingErrorID() common.Hash {
	return common.HexToHash("0xae5a24d6f8018436650386ae9d45d28e9838e7b3905b7d1e1ca75c16f13172b1")
}

// UnpackEscrowBadRulingError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadRuling(uint16 agentBps, uint256 slashAmount, uint256 slashCap)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadRulingError(raw []byte) (*BountyEscrowEscrowBadRuling, error) {
	out := new(BountyEscrowEscrowBadRuling)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadRuling", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowBadValue represents a EscrowBadValue error raised by the BountyEscrow contract.
type BountyEscrowEscrowBadValue struct {
	Value    *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowBadValue(uint256 value, uint256 expected)
func BountyEscrowEscrowBadValueErrorID() common.Hash {
	return common.HexToHash("0x88e56d287cbed20b26e1441e4718809d93bd8400d8438c767e26d352b606c46f")
}

// UnpackEscrowBadValueError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowBadValue(uint256 value, uint256 expected)
func (bountyEscrow *BountyEscrow) UnpackEscrowBadValueError(raw []byte) (*BountyEscrowEscrowBadValue, error) {
	out := new(BountyEscrowEscrowBadValue)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowBadValue", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowDeadlinePassed represents a EscrowDeadlinePassed error raised by the BountyEscrow contract.
type BountyEscrowEscrowDeadlinePassed struct {
	Deadline uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowDeadlinePassed(uint64 deadline)
func BountyEscrowEscrowDeadlinePassedErrorID() common.Hash {
	return common.HexToHash("0x4cedb4c59f49b44c2032327625ee205ddc558f6a0e3f9df9bbf49f08d8b33c86")
}

// UnpackEscrowDeadlinePassedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowDeadlinePassed(uint64 deadline)
func (bountyEscrow *BountyEscrow) UnpackEscrowDeadlinePassedError(raw []byte) (*BountyEscrowEscrowDeadlinePassed, error) {
	out := new(BountyEscrowEscrowDeadlinePassed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowDeadlinePassed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowEmptyResult represents a EscrowEmptyResult error raised by the BountyEscrow contract.
type BountyEscrowEscrowEmptyResult struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowEmptyResult()
func BountyEscrowEscrowEmptyResultErrorID() common.Hash {
	return common.HexToHash("0x9fc566ccb2bc547efd38cf3c637b7e108affcd7594a1ea3b2c844e3c1b7220a6")
}

// UnpackEscrowEmptyResultError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowEmptyResult()
func (bountyEscrow *BountyEscrow) UnpackEscrowEmptyResultError(raw []byte) (*BountyEscrowEscrowEmptyResult, error) {
	out := new(BountyEscrowEscrowEmptyResult)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowEmptyResult", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowFeeOnTransferToken represents a EscrowFeeOnTransferToken error raised by the BountyEscrow contract.
type BountyEscrowEscrowFeeOnTransferToken struct {
	Token    common.Address
	Received *big.Int
	Expected *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowFeeOnTransferToken(address token, uint256 received, uint256 expected)
func BountyEscrowEscrowFeeOnTransferTokenErrorID() common.Hash {
	return common.HexToHash("0x557dfcdfb74eb828fda8e2632abee2c20903b74504164936778cb1ac56c4c0b5")
}

// UnpackEscrowFeeOnTransferTokenError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowFeeOnTransferToken(address token, uint256 received, uint256 expected)
func (bountyEscrow *BountyEscrow) UnpackEscrowFeeOnTransferTokenError(raw []byte) (*BountyEscrowEscrowFeeOnTransferToken, error) {
	out := new(BountyEscrowEscrowFeeOnTransferToken)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowFeeOnTransferToken", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotAgentOperator represents a EscrowNotAgentOperator error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotAgentOperator struct {
	AgentId *big.Int
	Caller  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotAgentOperator(uint256 agentId, address caller)
func BountyEscrowEscrowNotAgentOperatorErrorID() common.Hash {
	return common.HexToHash("0x67e5d1562ad4db7d17255427b0848c1ebb3a57a3dbc3dcaff46f59052aa7a99a")
}

// UnpackEscrowNotAgentOperatorError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotAgentOperator(uint256 agentId, address caller)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotAgentOperatorError(raw []byte) (*BountyEscrowEscrowNotAgentOperator, error) {
	out := new(BountyEscrowEscrowNotAgentOperator)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotAgentOperator", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotArbiter represents a EscrowNotArbiter error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotArbiter struct {
	BountyId *big.Int
	Caller   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotArbiter(uint256 bountyId, address caller)
func BountyEscrowEscrowNotArbiterErrorID() common.Hash {
	return common.HexToHash("0x66763ce21a35a4280a66342ab26083ae6db79bb8135ba8948b0d1489e35cbaf0")
}

// UnpackEscrowNotArbiterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotArbiter(uint256 bountyId, address caller)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotArbiterError(raw []byte) (*BountyEscrowEscrowNotArbiter, error) {
	out := new(BountyEscrowEscrowNotArbiter)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotArbiter", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotAssignee represents a EscrowNotAssignee error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotAssignee struct {
	BountyId *big.Int
	Assignee *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotAssignee(uint256 bountyId, uint256 assignee)
func BountyEscrowEscrowNotAssigneeErrorID() common.Hash {
	return common.HexToHash("0x64cf33eebbdf489a2ea7b62393ca374504e42a3a12aa4d47beaf2b4260897394")
}

// UnpackEscrowNotAssigneeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotAssignee(uint256 bountyId, uint256 assignee)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotAssigneeError(raw []byte) (*BountyEscrowEscrowNotAssignee, error) {
	out := new(BountyEscrowEscrowNotAssignee)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotAssignee", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotRequester represents a EscrowNotRequester error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotRequester struct {
	BountyId *big.Int
	Caller   common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotRequester(uint256 bountyId, address caller)
func BountyEscrowEscrowNotRequesterErrorID() common.Hash {
	return common.HexToHash("0x43d89477d4c81708976d71467cf1f565560935401b0b7e0e9ccf4b90820866e0")
}

// UnpackEscrowNotRequesterError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotRequester(uint256 bountyId, address caller)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotRequesterError(raw []byte) (*BountyEscrowEscrowNotRequester, error) {
	out := new(BountyEscrowEscrowNotRequester)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotRequester", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNotTimedOut represents a EscrowNotTimedOut error raised by the BountyEscrow contract.
type BountyEscrowEscrowNotTimedOut struct {
	BountyId *big.Int
	Until    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNotTimedOut(uint256 bountyId, uint64 until)
func BountyEscrowEscrowNotTimedOutErrorID() common.Hash {
	return common.HexToHash("0xcc1effbdd4ef4effd6e919936e36d52966aa3e8748f7835efa0e48fdd2eff18a")
}

// UnpackEscrowNotTimedOutError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNotTimedOut(uint256 bountyId, uint64 until)
func (bountyEscrow *BountyEscrow) UnpackEscrowNotTimedOutError(raw []byte) (*BountyEscrowEscrowNotTimedOut, error) {
	out := new(BountyEscrowEscrowNotTimedOut)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNotTimedOut", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowNothingOwed represents a EscrowNothingOwed error raised by the BountyEscrow contract.
type BountyEscrowEscrowNothingOwed struct {
	Token   common.Address
	Account common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowNothingOwed(address token, address account)
func BountyEscrowEscrowNothingOwedErrorID() common.Hash {
	return common.HexToHash("0xebda3e469441f8d3148ac39202fb39707bc891ab2bab85cbff6a59bc54960eef")
}

// UnpackEscrowNothingOwedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowNothingOwed(address token, address account)
func (bountyEscrow *BountyEscrow) UnpackEscrowNothingOwedError(raw []byte) (*BountyEscrowEscrowNothingOwed, error) {
	out := new(BountyEscrowEscrowNothingOwed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowNothingOwed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowReputationTooLow represents a EscrowReputationTooLow error raised by the BountyEscrow contract.
type BountyEscrowEscrowReputationTooLow struct {
	AgentId    *big.Int
	Reputation *big.Int
	Required   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowReputationTooLow(uint256 agentId, uint256 reputation, uint256 required)
func BountyEscrowEscrowReputationTooLowErrorID() common.Hash {
	return common.HexToHash("0x4ef4a33b8936e9478a83d2796fbef9292b71ca268ebf667143801233d0119c75")
}

// UnpackEscrowReputationTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowReputationTooLow(uint256 agentId, uint256 reputation, uint256 required)
func (bountyEscrow *BountyEscrow) UnpackEscrowReputationTooLowError(raw []byte) (*BountyEscrowEscrowReputationTooLow, error) {
	out := new(BountyEscrowEscrowReputationTooLow)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowReputationTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowStakeTooLow represents a EscrowStakeTooLow error raised by the BountyEscrow contract.
type BountyEscrowEscrowStakeTooLow struct {
	AgentId  *big.Int
	Stake    *big.Int
	Required *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowStakeTooLow(uint256 agentId, uint256 stake, uint256 required)
func BountyEscrowEscrowStakeTooLowErrorID() common.Hash {
	return common.HexToHash("0xa849734e911fa2a838d62f2305cee7ee006531bb478d981797e0941cd25ef4a0")
}

// UnpackEscrowStakeTooLowError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowStakeTooLow(uint256 agentId, uint256 stake, uint256 required)
func (bountyEscrow *BountyEscrow) UnpackEscrowStakeTooLowError(raw []byte) (*BountyEscrowEscrowStakeTooLow, error) {
	out := new(BountyEscrowEscrowStakeTooLow)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowStakeTooLow", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowTransferFailed represents a EscrowTransferFailed error raised by the BountyEscrow contract.
type BountyEscrowEscrowTransferFailed struct {
	Token  common.Address
	To     common.Address
	Amount *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowTransferFailed(address token, address to, uint256 amount)
func BountyEscrowEscrowTransferFailedErrorID() common.Hash {
	return common.HexToHash("0x6fa94dc40455093cce3bde33669a5a228ec556c702189d79dde85df2e5926d9c")
}

// UnpackEscrowTransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowTransferFailed(address token, address to, uint256 amount)
func (bountyEscrow *BountyEscrow) UnpackEscrowTransferFailedError(raw []byte) (*BountyEscrowEscrowTransferFailed, error) {
	out := new(BountyEscrowEscrowTransferFailed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowTransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowUnknownAgent represents a EscrowUnknownAgent error raised by the BountyEscrow contract.
type BountyEscrowEscrowUnknownAgent struct {
	AgentId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowUnknownAgent(uint256 agentId)
func BountyEscrowEscrowUnknownAgentErrorID() common.Hash {
	return common.HexToHash("0xa6c9b3a2bc1e8c77bd977607c176cf9b31433c6ee6d85a5915b3e7cc126c699c")
}

// UnpackEscrowUnknownAgentError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowUnknownAgent(uint256 agentId)
func (bountyEscrow *BountyEscrow) UnpackEscrowUnknownAgentError(raw []byte) (*BountyEscrowEscrowUnknownAgent, error) {
	out := new(BountyEscrowEscrowUnknownAgent)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowUnknownAgent", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowUnknownBounty represents a EscrowUnknownBounty error raised by the BountyEscrow contract.
type BountyEscrowEscrowUnknownBounty struct {
	BountyId *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowUnknownBounty(uint256 bountyId)
func BountyEscrowEscrowUnknownBountyErrorID() common.Hash {
	return common.HexToHash("0x402f63ebdbfae895c6551d5a2422e3cc1df7a26282d164300efb941474d924a5")
}

// UnpackEscrowUnknownBountyError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowUnknownBounty(uint256 bountyId)
func (bountyEscrow *BountyEscrow) UnpackEscrowUnknownBountyError(raw []byte) (*BountyEscrowEscrowUnknownBounty, error) {
	out := new(BountyEscrowEscrowUnknownBounty)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowUnknownBounty", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowWindowClosed represents a EscrowWindowClosed error raised by the BountyEscrow contract.
type BountyEscrowEscrowWindowClosed struct {
	BountyId *big.Int
	Until    uint64
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowWindowClosed(uint256 bountyId, uint64 until)
func BountyEscrowEscrowWindowClosedErrorID() common.Hash {
	return common.HexToHash("0x1b0faf0379f1c288c5cb43ff4e2186168e0ffef3511685be7f9d66632adc8774")
}

// UnpackEscrowWindowClosedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowWindowClosed(uint256 bountyId, uint64 until)
func (bountyEscrow *BountyEscrow) UnpackEscrowWindowClosedError(raw []byte) (*BountyEscrowEscrowWindowClosed, error) {
	out := new(BountyEscrowEscrowWindowClosed)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowWindowClosed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowWrongStatus represents a EscrowWrongStatus error raised by the BountyEscrow contract.
type BountyEscrowEscrowWrongStatus struct {
	BountyId *big.Int
	Status   uint8
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowWrongStatus(uint256 bountyId, uint8 status)
func BountyEscrowEscrowWrongStatusErrorID() common.Hash {
	return common.HexToHash("0x9a20e025d0cf05400623cbbe27587c8a4fc39a099d5e933ea3a27bb62d2aa78d")
}

// UnpackEscrowWrongStatusError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowWrongStatus(uint256 bountyId, uint8 status)
func (bountyEscrow *BountyEscrow) UnpackEscrowWrongStatusError(raw []byte) (*BountyEscrowEscrowWrongStatus, error) {
	out := new(BountyEscrowEscrowWrongStatus)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowWrongStatus", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowEscrowZeroAddress represents a EscrowZeroAddress error raised by the BountyEscrow contract.
type BountyEscrowEscrowZeroAddress struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error EscrowZeroAddress()
func BountyEscrowEscrowZeroAddressErrorID() common.Hash {
	return common.HexToHash("0x674fe7f57967a32b229dda08b8291da607fa181506d9e17cc1a9ffffa138c450")
}

// UnpackEscrowZeroAddressError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error EscrowZeroAddress()
func (bountyEscrow *BountyEscrow) UnpackEscrowZeroAddressError(raw []byte) (*BountyEscrowEscrowZeroAddress, error) {
	out := new(BountyEscrowEscrowZeroAddress)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "EscrowZeroAddress", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowReentrancyGuardReentrantCall represents a ReentrancyGuardReentrantCall error raised by the BountyEscrow contract.
type BountyEscrowReentrancyGuardReentrantCall struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ReentrancyGuardReentrantCall()
func BountyEscrowReentrancyGuardReentrantCallErrorID() common.Hash {
	return common.HexToHash("0x3ee5aeb571de7fc460830b4d0017439a1ca56fb0bc39062227ade4fe4a24c1ca")
}

// UnpackReentrancyGuardReentrantCallError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ReentrancyGuardReentrantCall()
func (bountyEscrow *BountyEscrow) UnpackReentrancyGuardReentrantCallError(raw []byte) (*BountyEscrowReentrancyGuardReentrantCall, error) {
	out := new(BountyEscrowReentrancyGuardReentrantCall)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "ReentrancyGuardReentrantCall", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// BountyEscrowSafeERC20FailedOperation represents a SafeERC20FailedOperation error raised by the BountyEscrow contract.
type BountyEscrowSafeERC20FailedOperation struct {
	Token common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeERC20FailedOperation(address token)
func BountyEscrowSafeERC20FailedOperationErrorID() common.Hash {
	return common.HexToHash("0x5274afe73c98b4749fc91ffae6b7b574e7842cb2144a159e9377a5f20b32edf9")
}

// UnpackSafeERC20FailedOperationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeERC20FailedOperation(address token)
func (bountyEscrow *BountyEscrow) UnpackSafeERC20FailedOperationError(raw []byte) (*BountyEscrowSafeERC20FailedOperation, error) {
	out := new(BountyEscrowSafeERC20FailedOperation)
	if err := bountyEscrow.abi.UnpackIntoInterface(out, "SafeERC20FailedOperation", raw); err != nil {
		return nil, err
	}
	return out, nil
}
