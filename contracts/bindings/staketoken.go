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

// StakeTokenMetaData contains all meta data concerning the StakeToken contract.
var StakeTokenMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"name_\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"symbol_\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"DOMAIN_SEPARATOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"allowance\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"approve\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"approveAndCall\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"approveAndCall\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"balanceOf\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"decimals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"eip712Domain\",\"inputs\":[],\"outputs\":[{\"name\":\"fields\",\"type\":\"bytes1\",\"internalType\":\"bytes1\"},{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"version\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"verifyingContract\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"extensions\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"mint\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"name\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"nonces\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"permit\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"v\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"r\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"supportsInterface\",\"inputs\":[{\"name\":\"interfaceId\",\"type\":\"bytes4\",\"internalType\":\"bytes4\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"symbol\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalSupply\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transfer\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferAndCall\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferAndCall\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferFrom\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferFromAndCall\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"data\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferFromAndCall\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"Approval\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"spender\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"EIP712DomainChanged\",\"inputs\":[],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Transfer\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"ECDSAInvalidSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ECDSAInvalidSignatureLength\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ECDSAInvalidSignatureS\",\"inputs\":[{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ERC1363ApproveFailed\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC1363InvalidReceiver\",\"inputs\":[{\"name\":\"receiver\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC1363InvalidSpender\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC1363TransferFailed\",\"inputs\":[{\"name\":\"receiver\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC1363TransferFromFailed\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"receiver\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC20InsufficientAllowance\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"needed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC20InsufficientBalance\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"balance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"needed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC20InvalidApprover\",\"inputs\":[{\"name\":\"approver\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC20InvalidReceiver\",\"inputs\":[{\"name\":\"receiver\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC20InvalidSender\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC20InvalidSpender\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC2612ExpiredSignature\",\"inputs\":[{\"name\":\"deadline\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC2612InvalidSigner\",\"inputs\":[{\"name\":\"signer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"InvalidAccountNonce\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"currentNonce\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"InvalidShortString\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"StringTooLong\",\"inputs\":[{\"name\":\"str\",\"type\":\"string\",\"internalType\":\"string\"}]}]",
	ID:  "StakeToken",
	Bin: "0x610160604052348015610010575f5ffd5b50604051611fe3380380611fe383398101604081905261002f91610206565b6040805180820190915260018152603160f81b6020820152829081908184600361005983826102ef565b50600461006682826102ef565b5050506100788261012360201b60201c565b6101205261008581610123565b61014052815160208084019190912060e052815190820120610100524660a05261011160e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c05250610401915050565b5f5f829050601f81511115610156578260405163305a27a960e01b815260040161014d91906103a9565b60405180910390fd5b8051610161826103de565b179392505050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f83011261018c575f5ffd5b81516001600160401b038111156101a5576101a5610169565b604051601f8201601f19908116603f011681016001600160401b03811182821017156101d3576101d3610169565b6040528181528382016020018510156101ea575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f60408385031215610217575f5ffd5b82516001600160401b0381111561022c575f5ffd5b6102388582860161017d565b602085015190935090506001600160401b03811115610255575f5ffd5b6102618582860161017d565b9150509250929050565b600181811c9082168061027f57607f821691505b60208210810361029d57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156102ea57805f5260205f20601f840160051c810160208510156102c85750805b601f840160051c820191505b818110156102e7575f81556001016102d4565b50505b505050565b81516001600160401b0381111561030857610308610169565b61031c81610316845461026b565b846102a3565b6020601f82116001811461034e575f83156103375750848201515b5f19600385901b1c1916600184901b1784556102e7565b5f84815260208120601f198516915b8281101561037d578785015182556020948501946001909201910161035d565b508482101561039a57868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b8051602080830151919081101561029d575f1960209190910360031b1b16919050565b60805160a05160c05160e051610100516101205161014051611b916104525f395f610e4601525f610e1b01525f610b4701525f610b1f01525f610a7a01525f610aa401525f610ace0152611b915ff3fe608060405234801561000f575f5ffd5b506004361061016e575f3560e01c806340c10f19116100d2578063a9059cbb11610088578063d505accf11610063578063d505accf146102f0578063d8fbe99414610303578063dd62ed3e14610316575f5ffd5b8063a9059cbb146102b7578063c1d34b89146102ca578063cae9ca51146102dd575f5ffd5b80637ecebe00116100b85780637ecebe001461028157806384b0196e1461029457806395d89b41146102af575f5ffd5b806340c10f191461023757806370a082311461024c575f5ffd5b806323b872dd116101275780633177029f1161010d5780633177029f146102095780633644e5151461021c5780634000aea014610224575f5ffd5b806323b872dd146101e7578063313ce567146101fa575f5ffd5b8063095ea7b311610157578063095ea7b3146101af5780631296ee62146101c257806318160ddd146101d5575f5ffd5b806301ffc9a71461017257806306fdde031461019a575b5f5ffd5b61018561018036600461165e565b61035b565b60405190151581526020015b60405180910390f35b6101a26103f3565b60405161019191906116a7565b6101856101bd3660046116e1565b610483565b6101856101d03660046116e1565b61049a565b6002545b604051908152602001610191565b6101856101f5366004611709565b6104bb565b60405160128152602001610191565b6101856102173660046116e1565b6104de565b6101d96104f8565b6101856102323660046117fc565b610506565b61024a6102453660046116e1565b610578565b005b6101d961025a36600461184f565b73ffffffffffffffffffffffffffffffffffffffff165f9081526020819052604090205490565b6101d961028f36600461184f565b610586565b61029c6105b0565b6040516101919796959493929190611868565b6101a261060e565b6101856102c53660046116e1565b61061d565b6101856102d8366004611927565b61062a565b6101856102eb3660046117fc565b6106a0565b61024a6102fe36600461198b565b61070c565b610185610311366004611709565b6108b5565b6101d96103243660046119f8565b73ffffffffffffffffffffffffffffffffffffffff9182165f90815260016020908152604080832093909416825291909152205490565b5f7fffffffff0000000000000000000000000000000000000000000000000000000082167fb0202a110000000000000000000000000000000000000000000000000000000014806103ed57507f01ffc9a7000000000000000000000000000000000000000000000000000000007fffffffff000000000000000000000000000000000000000000000000000000008316145b92915050565b60606003805461040290611a29565b80601f016020809104026020016040519081016040528092919081815260200182805461042e90611a29565b80156104795780601f1061045057610100808354040283529160200191610479565b820191905f5260205f20905b81548152906001019060200180831161045c57829003601f168201915b5050505050905090565b5f336104908185856108d8565b5060019392505050565b5f6104b4838360405180602001604052805f815250610506565b9392505050565b5f336104c88582856108ea565b6104d38585856109b8565b506001949350505050565b5f6104b4838360405180602001604052805f8152506106a0565b5f610501610a61565b905090565b5f610511848461061d565b61056b576040517f231b03ae00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602481018490526044015b60405180910390fd5b6104903333868686610b97565b6105828282610dba565b5050565b73ffffffffffffffffffffffffffffffffffffffff81165f908152600760205260408120546103ed565b5f6060805f5f5f60606105c1610e14565b6105c9610e3f565b604080515f808252602082019092527f0f000000000000000000000000000000000000000000000000000000000000009b939a50919850469750309650945092509050565b60606004805461040290611a29565b5f336104908185856109b8565b5f6106368585856104bb565b610693576040517fb56855e600000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff80871660048301528516602482015260448101849052606401610562565b6104d33386868686610b97565b5f6106ab8484610483565b610700576040517f50e555c400000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8516600482015260248101849052604401610562565b61049033858585610e6a565b83421115610749576040517f6279130200000000000000000000000000000000000000000000000000000000815260048101859052602401610562565b5f7f6e71edae12b1b97f4d1f60370fef10105fa2faae0126114a169c64845d6126c98888886107a18c73ffffffffffffffffffffffffffffffffffffffff165f90815260076020526040902080546001810190915590565b60408051602081019690965273ffffffffffffffffffffffffffffffffffffffff94851690860152929091166060840152608083015260a082015260c0810186905260e0016040516020818303038152906040528051906020012090505f6108088261107a565b90505f610817828787876110c1565b90508973ffffffffffffffffffffffffffffffffffffffff168173ffffffffffffffffffffffffffffffffffffffff161461089e576040517f4b800e4600000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff80831660048301528b166024820152604401610562565b6108a98a8a8a6108d8565b50505050505050505050565b5f6108d084848460405180602001604052805f81525061062a565b949350505050565b6108e583838360016110ed565b505050565b73ffffffffffffffffffffffffffffffffffffffff8381165f908152600160209081526040808320938616835292905220547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8110156109b257818110156109a4576040517ffb8f41b200000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff841660048201526024810182905260448101839052606401610562565b6109b284848484035f6110ed565b50505050565b73ffffffffffffffffffffffffffffffffffffffff8316610a07576040517f96c6fd1e0000000000000000000000000000000000000000000000000000000081525f6004820152602401610562565b73ffffffffffffffffffffffffffffffffffffffff8216610a56576040517fec442f050000000000000000000000000000000000000000000000000000000081525f6004820152602401610562565b6108e5838383611232565b5f3073ffffffffffffffffffffffffffffffffffffffff7f000000000000000000000000000000000000000000000000000000000000000016148015610ac657507f000000000000000000000000000000000000000000000000000000000000000046145b15610af057507f000000000000000000000000000000000000000000000000000000000000000090565b610501604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b8273ffffffffffffffffffffffffffffffffffffffff163b5f03610bff576040517f8a96cd9c00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff84166004820152602401610562565b6040517f88a7ca5c00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff8416906388a7ca5c90610c57908890889087908790600401611a7a565b6020604051808303815f875af1925050508015610c91575060408051601f3d908101601f19168201909252610c8e91810190611ad4565b60015b610d1e573d808015610cbe576040519150601f19603f3d011682016040523d82523d5f602084013e610cc3565b606091505b5080515f03610d16576040517f8a96cd9c00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602401610562565b805160208201fd5b7fffffffff0000000000000000000000000000000000000000000000000000000081167f88a7ca5c0000000000000000000000000000000000000000000000000000000014610db1576040517f8a96cd9c00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602401610562565b505b5050505050565b73ffffffffffffffffffffffffffffffffffffffff8216610e09576040517fec442f050000000000000000000000000000000000000000000000000000000081525f6004820152602401610562565b6105825f8383611232565b60606105017f00000000000000000000000000000000000000000000000000000000000000006113d9565b60606105017f00000000000000000000000000000000000000000000000000000000000000006113d9565b8273ffffffffffffffffffffffffffffffffffffffff163b5f03610ed2576040517fdeb6d3ed00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff84166004820152602401610562565b6040517f7b04a2d000000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff841690637b04a2d090610f2890879086908690600401611aef565b6020604051808303815f875af1925050508015610f62575060408051601f3d908101601f19168201909252610f5f91810190611ad4565b60015b610fe7573d808015610f8f576040519150601f19603f3d011682016040523d82523d5f602084013e610f94565b606091505b5080515f03610d16576040517fdeb6d3ed00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602401610562565b7fffffffff0000000000000000000000000000000000000000000000000000000081167f7b04a2d00000000000000000000000000000000000000000000000000000000014610db3576040517fdeb6d3ed00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff85166004820152602401610562565b5f6103ed611086610a61565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b5f5f5f5f6110d188888888611416565b9250925092506110e182826114eb565b50909695505050505050565b73ffffffffffffffffffffffffffffffffffffffff841661113c576040517fe602df050000000000000000000000000000000000000000000000000000000081525f6004820152602401610562565b73ffffffffffffffffffffffffffffffffffffffff831661118b576040517f94280d620000000000000000000000000000000000000000000000000000000081525f6004820152602401610562565b73ffffffffffffffffffffffffffffffffffffffff8085165f90815260016020908152604080832093871683529290522082905580156109b2578273ffffffffffffffffffffffffffffffffffffffff168473ffffffffffffffffffffffffffffffffffffffff167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b9258460405161122491815260200190565b60405180910390a350505050565b73ffffffffffffffffffffffffffffffffffffffff8316611269578060025f82825461125e9190611b2c565b909155506113199050565b73ffffffffffffffffffffffffffffffffffffffff83165f90815260208190526040902054818110156112ee576040517fe450d38c00000000000000000000000000000000000000000000000000000000815273ffffffffffffffffffffffffffffffffffffffff851660048201526024810182905260448101839052606401610562565b73ffffffffffffffffffffffffffffffffffffffff84165f9081526020819052604090209082900390555b73ffffffffffffffffffffffffffffffffffffffff82166113425760028054829003905561136d565b73ffffffffffffffffffffffffffffffffffffffff82165f9081526020819052604090208054820190555b8173ffffffffffffffffffffffffffffffffffffffff168373ffffffffffffffffffffffffffffffffffffffff167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef836040516113cc91815260200190565b60405180910390a3505050565b60605f6113e5836115ee565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561144f57505f915060039050826114e1565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa1580156114a0573d5f5f3e3d5ffd5b5050604051601f19015191505073ffffffffffffffffffffffffffffffffffffffff81166114d857505f9250600191508290506114e1565b92505f91508190505b9450945094915050565b5f8260038111156114fe576114fe611b64565b03611507575050565b600182600381111561151b5761151b611b64565b03611552576040517ff645eedf00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600282600381111561156657611566611b64565b036115a0576040517ffce698f700000000000000000000000000000000000000000000000000000000815260048101829052602401610562565b60038260038111156115b4576115b4611b64565b03610582576040517fd78bce0c00000000000000000000000000000000000000000000000000000000815260048101829052602401610562565b5f60ff8216601f8111156103ed576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b7fffffffff000000000000000000000000000000000000000000000000000000008116811461165b575f5ffd5b50565b5f6020828403121561166e575f5ffd5b81356104b48161162e565b5f81518084528060208401602086015e5f602082860101526020601f19601f83011685010191505092915050565b602081525f6104b46020830184611679565b803573ffffffffffffffffffffffffffffffffffffffff811681146116dc575f5ffd5b919050565b5f5f604083850312156116f2575f5ffd5b6116fb836116b9565b946020939093013593505050565b5f5f5f6060848603121561171b575f5ffd5b611724846116b9565b9250611732602085016116b9565b929592945050506040919091013590565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b5f82601f83011261177f575f5ffd5b813567ffffffffffffffff81111561179957611799611743565b604051601f19603f601f19601f8501160116810181811067ffffffffffffffff821117156117c9576117c9611743565b6040528181528382016020018510156117e0575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f6060848603121561180e575f5ffd5b611817846116b9565b925060208401359150604084013567ffffffffffffffff811115611839575f5ffd5b61184586828701611770565b9150509250925092565b5f6020828403121561185f575f5ffd5b6104b4826116b9565b7fff000000000000000000000000000000000000000000000000000000000000008816815260e060208201525f6118a260e0830189611679565b82810360408401526118b48189611679565b6060840188905273ffffffffffffffffffffffffffffffffffffffff8716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b818110156119165783518352602093840193909201916001016118f8565b50909b9a5050505050505050505050565b5f5f5f5f6080858703121561193a575f5ffd5b611943856116b9565b9350611951602086016116b9565b925060408501359150606085013567ffffffffffffffff811115611973575f5ffd5b61197f87828801611770565b91505092959194509250565b5f5f5f5f5f5f5f60e0888a0312156119a1575f5ffd5b6119aa886116b9565b96506119b8602089016116b9565b95506040880135945060608801359350608088013560ff811681146119db575f5ffd5b9699959850939692959460a0840135945060c09093013592915050565b5f5f60408385031215611a09575f5ffd5b611a12836116b9565b9150611a20602084016116b9565b90509250929050565b600181811c90821680611a3d57607f821691505b602082108103611a74577f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b50919050565b73ffffffffffffffffffffffffffffffffffffffff8516815273ffffffffffffffffffffffffffffffffffffffff84166020820152826040820152608060608201525f611aca6080830184611679565b9695505050505050565b5f60208284031215611ae4575f5ffd5b81516104b48161162e565b73ffffffffffffffffffffffffffffffffffffffff84168152826020820152606060408201525f611b236060830184611679565b95945050505050565b808201808211156103ed577f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd",
}

// StakeToken is an auto generated Go binding around an Ethereum contract.
type StakeToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *StakeToken) GetABI() abi.ABI {
	return c.abi
}

// NewStakeToken creates a new instance of StakeToken.
func NewStakeToken() *StakeToken {
	parsed, err := StakeTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &StakeToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *StakeToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string name_, string symbol_) returns()
func (stakeToken *StakeToken) PackConstructor(name_ string, symbol_ string) []byte {
	enc, err := stakeToken.abi.Pack("", name_, symbol_)
	if err != nil {
		panic(err)
	}
	return enc
}

// PackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (stakeToken *StakeToken) PackDOMAINSEPARATOR() []byte {
	enc, err := stakeToken.abi.Pack("DOMAIN_SEPARATOR")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDOMAINSEPARATOR is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3644e515.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (stakeToken *StakeToken) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return stakeToken.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (stakeToken *StakeToken) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := stakeToken.abi.Unpack("DOMAIN_SEPARATOR", data)
	if err != nil {
		return *new([32]byte), err
	}
	out0 := *abi.ConvertType(out[0], new([32]byte)).(*[32]byte)
	return out0, nil
}

// PackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (stakeToken *StakeToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := stakeToken.abi.Pack("allowance", owner, spender)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAllowance is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xdd62ed3e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (stakeToken *StakeToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return stakeToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (stakeToken *StakeToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := stakeToken.abi.Unpack("allowance", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (stakeToken *StakeToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := stakeToken.abi.Pack("approve", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApprove is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x095ea7b3.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (stakeToken *StakeToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return stakeToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (stakeToken *StakeToken) UnpackApprove(data []byte) (bool, error) {
	out, err := stakeToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackApproveAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3177029f.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approveAndCall(address spender, uint256 value) returns(bool)
func (stakeToken *StakeToken) PackApproveAndCall(spender common.Address, value *big.Int) []byte {
	enc, err := stakeToken.abi.Pack("approveAndCall", spender, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApproveAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x3177029f.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approveAndCall(address spender, uint256 value) returns(bool)
func (stakeToken *StakeToken) TryPackApproveAndCall(spender common.Address, value *big.Int) ([]byte, error) {
	return stakeToken.abi.Pack("approveAndCall", spender, value)
}

// UnpackApproveAndCall is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3177029f.
//
// Solidity: function approveAndCall(address spender, uint256 value) returns(bool)
func (stakeToken *StakeToken) UnpackApproveAndCall(data []byte) (bool, error) {
	out, err := stakeToken.abi.Unpack("approveAndCall", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackApproveAndCall0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcae9ca51.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function approveAndCall(address spender, uint256 value, bytes data) returns(bool)
func (stakeToken *StakeToken) PackApproveAndCall0(spender common.Address, value *big.Int, data []byte) []byte {
	enc, err := stakeToken.abi.Pack("approveAndCall0", spender, value, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackApproveAndCall0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcae9ca51.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function approveAndCall(address spender, uint256 value, bytes data) returns(bool)
func (stakeToken *StakeToken) TryPackApproveAndCall0(spender common.Address, value *big.Int, data []byte) ([]byte, error) {
	return stakeToken.abi.Pack("approveAndCall0", spender, value, data)
}

// UnpackApproveAndCall0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xcae9ca51.
//
// Solidity: function approveAndCall(address spender, uint256 value, bytes data) returns(bool)
func (stakeToken *StakeToken) UnpackApproveAndCall0(data []byte) (bool, error) {
	out, err := stakeToken.abi.Unpack("approveAndCall0", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (stakeToken *StakeToken) PackBalanceOf(account common.Address) []byte {
	enc, err := stakeToken.abi.Pack("balanceOf", account)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackBalanceOf is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x70a08231.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (stakeToken *StakeToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return stakeToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (stakeToken *StakeToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := stakeToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() view returns(uint8)
func (stakeToken *StakeToken) PackDecimals() []byte {
	enc, err := stakeToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() view returns(uint8)
func (stakeToken *StakeToken) TryPackDecimals() ([]byte, error) {
	return stakeToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() view returns(uint8)
func (stakeToken *StakeToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := stakeToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackStakeTokenEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (stakeToken *StakeToken) PackStakeTokenEip712Domain() []byte {
	enc, err := stakeToken.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackStakeTokenEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (stakeToken *StakeToken) TryPackStakeTokenEip712Domain() ([]byte, error) {
	return stakeToken.abi.Pack("eip712Domain")
}

// StakeTokenEip712DomainOutput serves as a container for the return parameters of contract
// method StakeTokenEip712Domain.
type StakeTokenEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackStakeTokenEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (stakeToken *StakeToken) UnpackStakeTokenEip712Domain(data []byte) (StakeTokenEip712DomainOutput, error) {
	out, err := stakeToken.abi.Unpack("eip712Domain", data)
	outstruct := new(StakeTokenEip712DomainOutput)
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

// PackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (stakeToken *StakeToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := stakeToken.abi.Pack("mint", to, amount)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackMint is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x40c10f19.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function mint(address to, uint256 amount) returns()
func (stakeToken *StakeToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return stakeToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (stakeToken *StakeToken) PackName() []byte {
	enc, err := stakeToken.abi.Pack("name")
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
func (stakeToken *StakeToken) TryPackName() ([]byte, error) {
	return stakeToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (stakeToken *StakeToken) UnpackName(data []byte) (string, error) {
	out, err := stakeToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (stakeToken *StakeToken) PackNonces(owner common.Address) []byte {
	enc, err := stakeToken.abi.Pack("nonces", owner)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackNonces is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x7ecebe00.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (stakeToken *StakeToken) TryPackNonces(owner common.Address) ([]byte, error) {
	return stakeToken.abi.Pack("nonces", owner)
}

// UnpackNonces is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x7ecebe00.
//
// Solidity: function nonces(address owner) view returns(uint256)
func (stakeToken *StakeToken) UnpackNonces(data []byte) (*big.Int, error) {
	out, err := stakeToken.abi.Unpack("nonces", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (stakeToken *StakeToken) PackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := stakeToken.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackPermit is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd505accf.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) returns()
func (stakeToken *StakeToken) TryPackPermit(owner common.Address, spender common.Address, value *big.Int, deadline *big.Int, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return stakeToken.abi.Pack("permit", owner, spender, value, deadline, v, r, s)
}

// PackSupportsInterface is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x01ffc9a7.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (stakeToken *StakeToken) PackSupportsInterface(interfaceId [4]byte) []byte {
	enc, err := stakeToken.abi.Pack("supportsInterface", interfaceId)
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
func (stakeToken *StakeToken) TryPackSupportsInterface(interfaceId [4]byte) ([]byte, error) {
	return stakeToken.abi.Pack("supportsInterface", interfaceId)
}

// UnpackSupportsInterface is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x01ffc9a7.
//
// Solidity: function supportsInterface(bytes4 interfaceId) view returns(bool)
func (stakeToken *StakeToken) UnpackSupportsInterface(data []byte) (bool, error) {
	out, err := stakeToken.abi.Unpack("supportsInterface", data)
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
func (stakeToken *StakeToken) PackSymbol() []byte {
	enc, err := stakeToken.abi.Pack("symbol")
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
func (stakeToken *StakeToken) TryPackSymbol() ([]byte, error) {
	return stakeToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (stakeToken *StakeToken) UnpackSymbol(data []byte) (string, error) {
	out, err := stakeToken.abi.Unpack("symbol", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function totalSupply() view returns(uint256)
func (stakeToken *StakeToken) PackTotalSupply() []byte {
	enc, err := stakeToken.abi.Pack("totalSupply")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTotalSupply is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x18160ddd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function totalSupply() view returns(uint256)
func (stakeToken *StakeToken) TryPackTotalSupply() ([]byte, error) {
	return stakeToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (stakeToken *StakeToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := stakeToken.abi.Unpack("totalSupply", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (stakeToken *StakeToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := stakeToken.abi.Pack("transfer", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransfer is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xa9059cbb.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (stakeToken *StakeToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return stakeToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (stakeToken *StakeToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := stakeToken.abi.Unpack("transfer", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1296ee62.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferAndCall(address to, uint256 value) returns(bool)
func (stakeToken *StakeToken) PackTransferAndCall(to common.Address, value *big.Int) []byte {
	enc, err := stakeToken.abi.Pack("transferAndCall", to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x1296ee62.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferAndCall(address to, uint256 value) returns(bool)
func (stakeToken *StakeToken) TryPackTransferAndCall(to common.Address, value *big.Int) ([]byte, error) {
	return stakeToken.abi.Pack("transferAndCall", to, value)
}

// UnpackTransferAndCall is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x1296ee62.
//
// Solidity: function transferAndCall(address to, uint256 value) returns(bool)
func (stakeToken *StakeToken) UnpackTransferAndCall(data []byte) (bool, error) {
	out, err := stakeToken.abi.Unpack("transferAndCall", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferAndCall0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4000aea0.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferAndCall(address to, uint256 value, bytes data) returns(bool)
func (stakeToken *StakeToken) PackTransferAndCall0(to common.Address, value *big.Int, data []byte) []byte {
	enc, err := stakeToken.abi.Pack("transferAndCall0", to, value, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferAndCall0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x4000aea0.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferAndCall(address to, uint256 value, bytes data) returns(bool)
func (stakeToken *StakeToken) TryPackTransferAndCall0(to common.Address, value *big.Int, data []byte) ([]byte, error) {
	return stakeToken.abi.Pack("transferAndCall0", to, value, data)
}

// UnpackTransferAndCall0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x4000aea0.
//
// Solidity: function transferAndCall(address to, uint256 value, bytes data) returns(bool)
func (stakeToken *StakeToken) UnpackTransferAndCall0(data []byte) (bool, error) {
	out, err := stakeToken.abi.Unpack("transferAndCall0", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (stakeToken *StakeToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := stakeToken.abi.Pack("transferFrom", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFrom is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x23b872dd.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (stakeToken *StakeToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return stakeToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (stakeToken *StakeToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := stakeToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFromAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1d34b89.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFromAndCall(address from, address to, uint256 value, bytes data) returns(bool)
func (stakeToken *StakeToken) PackTransferFromAndCall(from common.Address, to common.Address, value *big.Int, data []byte) []byte {
	enc, err := stakeToken.abi.Pack("transferFromAndCall", from, to, value, data)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFromAndCall is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xc1d34b89.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFromAndCall(address from, address to, uint256 value, bytes data) returns(bool)
func (stakeToken *StakeToken) TryPackTransferFromAndCall(from common.Address, to common.Address, value *big.Int, data []byte) ([]byte, error) {
	return stakeToken.abi.Pack("transferFromAndCall", from, to, value, data)
}

// UnpackTransferFromAndCall is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xc1d34b89.
//
// Solidity: function transferFromAndCall(address from, address to, uint256 value, bytes data) returns(bool)
func (stakeToken *StakeToken) UnpackTransferFromAndCall(data []byte) (bool, error) {
	out, err := stakeToken.abi.Unpack("transferFromAndCall", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferFromAndCall0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd8fbe994.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferFromAndCall(address from, address to, uint256 value) returns(bool)
func (stakeToken *StakeToken) PackTransferFromAndCall0(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := stakeToken.abi.Pack("transferFromAndCall0", from, to, value)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferFromAndCall0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xd8fbe994.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferFromAndCall(address from, address to, uint256 value) returns(bool)
func (stakeToken *StakeToken) TryPackTransferFromAndCall0(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return stakeToken.abi.Pack("transferFromAndCall0", from, to, value)
}

// UnpackTransferFromAndCall0 is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xd8fbe994.
//
// Solidity: function transferFromAndCall(address from, address to, uint256 value) returns(bool)
func (stakeToken *StakeToken) UnpackTransferFromAndCall0(data []byte) (bool, error) {
	out, err := stakeToken.abi.Unpack("transferFromAndCall0", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// StakeTokenApproval represents a Approval event raised by the StakeToken contract.
type StakeTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const StakeTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (StakeTokenApproval) ContractEventName() string {
	return StakeTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (stakeToken *StakeToken) UnpackApprovalEvent(log *types.Log) (*StakeTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stakeToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakeTokenApproval)
	if len(log.Data) > 0 {
		if err := stakeToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range stakeToken.abi.Events[event].Inputs {
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

// StakeTokenEIP712DomainChanged represents a EIP712DomainChanged event raised by the StakeToken contract.
type StakeTokenEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const StakeTokenEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (StakeTokenEIP712DomainChanged) ContractEventName() string {
	return StakeTokenEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (stakeToken *StakeToken) UnpackEIP712DomainChangedEvent(log *types.Log) (*StakeTokenEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stakeToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakeTokenEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := stakeToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range stakeToken.abi.Events[event].Inputs {
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

// StakeTokenTransfer represents a Transfer event raised by the StakeToken contract.
type StakeTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const StakeTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (StakeTokenTransfer) ContractEventName() string {
	return StakeTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (stakeToken *StakeToken) UnpackTransferEvent(log *types.Log) (*StakeTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != stakeToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(StakeTokenTransfer)
	if len(log.Data) > 0 {
		if err := stakeToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range stakeToken.abi.Events[event].Inputs {
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
func (stakeToken *StakeToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ECDSAInvalidSignature"].ID.Bytes()[:4]) {
		return stakeToken.UnpackECDSAInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ECDSAInvalidSignatureLength"].ID.Bytes()[:4]) {
		return stakeToken.UnpackECDSAInvalidSignatureLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ECDSAInvalidSignatureS"].ID.Bytes()[:4]) {
		return stakeToken.UnpackECDSAInvalidSignatureSError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC1363ApproveFailed"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC1363ApproveFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC1363InvalidReceiver"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC1363InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC1363InvalidSpender"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC1363InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC1363TransferFailed"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC1363TransferFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC1363TransferFromFailed"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC1363TransferFromFailedError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC2612ExpiredSignature"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC2612ExpiredSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["ERC2612InvalidSigner"].ID.Bytes()[:4]) {
		return stakeToken.UnpackERC2612InvalidSignerError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["InvalidAccountNonce"].ID.Bytes()[:4]) {
		return stakeToken.UnpackInvalidAccountNonceError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return stakeToken.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], stakeToken.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return stakeToken.UnpackStringTooLongError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// StakeTokenECDSAInvalidSignature represents a ECDSAInvalidSignature error raised by the StakeToken contract.
type StakeTokenECDSAInvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignature()
func StakeTokenECDSAInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0xf645eedf0193584640b6b90cb9477e4c95b98636c148a891d4c0a146dc46e75a")
}

// UnpackECDSAInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignature()
func (stakeToken *StakeToken) UnpackECDSAInvalidSignatureError(raw []byte) (*StakeTokenECDSAInvalidSignature, error) {
	out := new(StakeTokenECDSAInvalidSignature)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ECDSAInvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenECDSAInvalidSignatureLength represents a ECDSAInvalidSignatureLength error raised by the StakeToken contract.
type StakeTokenECDSAInvalidSignatureLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func StakeTokenECDSAInvalidSignatureLengthErrorID() common.Hash {
	return common.HexToHash("0xfce698f7e8e5342cd615f641317bc45fe7e1e4a8b0a14dd1383ff8dc9c41917f")
}

// UnpackECDSAInvalidSignatureLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func (stakeToken *StakeToken) UnpackECDSAInvalidSignatureLengthError(raw []byte) (*StakeTokenECDSAInvalidSignatureLength, error) {
	out := new(StakeTokenECDSAInvalidSignatureLength)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenECDSAInvalidSignatureS represents a ECDSAInvalidSignatureS error raised by the StakeToken contract.
type StakeTokenECDSAInvalidSignatureS struct {
	S [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func StakeTokenECDSAInvalidSignatureSErrorID() common.Hash {
	return common.HexToHash("0xd78bce0cccb935155ed6428d1c13e50b7f3550fd2b66b9fe266006fea4a5e1eb")
}

// UnpackECDSAInvalidSignatureSError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func (stakeToken *StakeToken) UnpackECDSAInvalidSignatureSError(raw []byte) (*StakeTokenECDSAInvalidSignatureS, error) {
	out := new(StakeTokenECDSAInvalidSignatureS)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureS", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC1363ApproveFailed represents a ERC1363ApproveFailed error raised by the StakeToken contract.
type StakeTokenERC1363ApproveFailed struct {
	Spender common.Address
	Value   *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1363ApproveFailed(address spender, uint256 value)
func StakeTokenERC1363ApproveFailedErrorID() common.Hash {
	return common.HexToHash("0x50e555c4dddff13ff30dbe54ae3a28130e668ee6eed8bb039a74fffd407a490b")
}

// UnpackERC1363ApproveFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1363ApproveFailed(address spender, uint256 value)
func (stakeToken *StakeToken) UnpackERC1363ApproveFailedError(raw []byte) (*StakeTokenERC1363ApproveFailed, error) {
	out := new(StakeTokenERC1363ApproveFailed)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC1363ApproveFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC1363InvalidReceiver represents a ERC1363InvalidReceiver error raised by the StakeToken contract.
type StakeTokenERC1363InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1363InvalidReceiver(address receiver)
func StakeTokenERC1363InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0x8a96cd9cdbe4c7400f09928c2ad0cc705eacfcb08e7a1ee2637bbd7d7c9a2e71")
}

// UnpackERC1363InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1363InvalidReceiver(address receiver)
func (stakeToken *StakeToken) UnpackERC1363InvalidReceiverError(raw []byte) (*StakeTokenERC1363InvalidReceiver, error) {
	out := new(StakeTokenERC1363InvalidReceiver)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC1363InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC1363InvalidSpender represents a ERC1363InvalidSpender error raised by the StakeToken contract.
type StakeTokenERC1363InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1363InvalidSpender(address spender)
func StakeTokenERC1363InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0xdeb6d3edd553d3f2f498b7c0760945593e1f70901005a8ebfec201cf36d60756")
}

// UnpackERC1363InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1363InvalidSpender(address spender)
func (stakeToken *StakeToken) UnpackERC1363InvalidSpenderError(raw []byte) (*StakeTokenERC1363InvalidSpender, error) {
	out := new(StakeTokenERC1363InvalidSpender)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC1363InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC1363TransferFailed represents a ERC1363TransferFailed error raised by the StakeToken contract.
type StakeTokenERC1363TransferFailed struct {
	Receiver common.Address
	Value    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1363TransferFailed(address receiver, uint256 value)
func StakeTokenERC1363TransferFailedErrorID() common.Hash {
	return common.HexToHash("0x231b03aea3deff6bcb604f6edbb43d345173148bbf0c0dac8696fa8a0e12c649")
}

// UnpackERC1363TransferFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1363TransferFailed(address receiver, uint256 value)
func (stakeToken *StakeToken) UnpackERC1363TransferFailedError(raw []byte) (*StakeTokenERC1363TransferFailed, error) {
	out := new(StakeTokenERC1363TransferFailed)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC1363TransferFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC1363TransferFromFailed represents a ERC1363TransferFromFailed error raised by the StakeToken contract.
type StakeTokenERC1363TransferFromFailed struct {
	Sender   common.Address
	Receiver common.Address
	Value    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC1363TransferFromFailed(address sender, address receiver, uint256 value)
func StakeTokenERC1363TransferFromFailedErrorID() common.Hash {
	return common.HexToHash("0xb56855e6dc0676c3d4dd01bd25a7d38479fa62d646d465c20d121d8911c8dc00")
}

// UnpackERC1363TransferFromFailedError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC1363TransferFromFailed(address sender, address receiver, uint256 value)
func (stakeToken *StakeToken) UnpackERC1363TransferFromFailedError(raw []byte) (*StakeTokenERC1363TransferFromFailed, error) {
	out := new(StakeTokenERC1363TransferFromFailed)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC1363TransferFromFailed", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the StakeToken contract.
type StakeTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func StakeTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (stakeToken *StakeToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*StakeTokenERC20InsufficientAllowance, error) {
	out := new(StakeTokenERC20InsufficientAllowance)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the StakeToken contract.
type StakeTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func StakeTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (stakeToken *StakeToken) UnpackERC20InsufficientBalanceError(raw []byte) (*StakeTokenERC20InsufficientBalance, error) {
	out := new(StakeTokenERC20InsufficientBalance)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the StakeToken contract.
type StakeTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func StakeTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (stakeToken *StakeToken) UnpackERC20InvalidApproverError(raw []byte) (*StakeTokenERC20InvalidApprover, error) {
	out := new(StakeTokenERC20InvalidApprover)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the StakeToken contract.
type StakeTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func StakeTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (stakeToken *StakeToken) UnpackERC20InvalidReceiverError(raw []byte) (*StakeTokenERC20InvalidReceiver, error) {
	out := new(StakeTokenERC20InvalidReceiver)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the StakeToken contract.
type StakeTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func StakeTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (stakeToken *StakeToken) UnpackERC20InvalidSenderError(raw []byte) (*StakeTokenERC20InvalidSender, error) {
	out := new(StakeTokenERC20InvalidSender)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the StakeToken contract.
type StakeTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func StakeTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (stakeToken *StakeToken) UnpackERC20InvalidSpenderError(raw []byte) (*StakeTokenERC20InvalidSpender, error) {
	out := new(StakeTokenERC20InvalidSpender)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC2612ExpiredSignature represents a ERC2612ExpiredSignature error raised by the StakeToken contract.
type StakeTokenERC2612ExpiredSignature struct {
	Deadline *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC2612ExpiredSignature(uint256 deadline)
func StakeTokenERC2612ExpiredSignatureErrorID() common.Hash {
	return common.HexToHash("0x627913023c184eaad13735d5a3d2657ae76ec9a872a70e0fc57522ef1a114d58")
}

// UnpackERC2612ExpiredSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC2612ExpiredSignature(uint256 deadline)
func (stakeToken *StakeToken) UnpackERC2612ExpiredSignatureError(raw []byte) (*StakeTokenERC2612ExpiredSignature, error) {
	out := new(StakeTokenERC2612ExpiredSignature)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC2612ExpiredSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenERC2612InvalidSigner represents a ERC2612InvalidSigner error raised by the StakeToken contract.
type StakeTokenERC2612InvalidSigner struct {
	Signer common.Address
	Owner  common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC2612InvalidSigner(address signer, address owner)
func StakeTokenERC2612InvalidSignerErrorID() common.Hash {
	return common.HexToHash("0x4b800e463b323b1d856edf9dec70329a639d13874a57f5c28219ff57128756db")
}

// UnpackERC2612InvalidSignerError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC2612InvalidSigner(address signer, address owner)
func (stakeToken *StakeToken) UnpackERC2612InvalidSignerError(raw []byte) (*StakeTokenERC2612InvalidSigner, error) {
	out := new(StakeTokenERC2612InvalidSigner)
	if err := stakeToken.abi.UnpackIntoInterface(out, "ERC2612InvalidSigner", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenInvalidAccountNonce represents a InvalidAccountNonce error raised by the StakeToken contract.
type StakeTokenInvalidAccountNonce struct {
	Account      common.Address
	CurrentNonce *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func StakeTokenInvalidAccountNonceErrorID() common.Hash {
	return common.HexToHash("0x752d88c0de02638abf10e8e31861e4c68dc1f3a1e7d840e580683f2c282bfc7a")
}

// UnpackInvalidAccountNonceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidAccountNonce(address account, uint256 currentNonce)
func (stakeToken *StakeToken) UnpackInvalidAccountNonceError(raw []byte) (*StakeTokenInvalidAccountNonce, error) {
	out := new(StakeTokenInvalidAccountNonce)
	if err := stakeToken.abi.UnpackIntoInterface(out, "InvalidAccountNonce", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenInvalidShortString represents a InvalidShortString error raised by the StakeToken contract.
type StakeTokenInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func StakeTokenInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (stakeToken *StakeToken) UnpackInvalidShortStringError(raw []byte) (*StakeTokenInvalidShortString, error) {
	out := new(StakeTokenInvalidShortString)
	if err := stakeToken.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// StakeTokenStringTooLong represents a StringTooLong error raised by the StakeToken contract.
type StakeTokenStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func StakeTokenStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (stakeToken *StakeToken) UnpackStringTooLongError(raw []byte) (*StakeTokenStringTooLong, error) {
	out := new(StakeTokenStringTooLong)
	if err := stakeToken.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}
