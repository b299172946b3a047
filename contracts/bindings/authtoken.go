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

// AuthTokenMetaData contains all meta data concerning the AuthToken contract.
var AuthTokenMetaData = bind.MetaData{
	ABI: "[{\"type\":\"constructor\",\"inputs\":[{\"name\":\"name_\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"symbol_\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"version_\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"DOMAIN_SEPARATOR\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"allowance\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"approve\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"authorizationState\",\"inputs\":[{\"name\":\"authorizer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"balanceOf\",\"inputs\":[{\"name\":\"account\",\"type\":\"address\",\"internalType\":\"address\"}],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"cancelAuthorization\",\"inputs\":[{\"name\":\"authorizer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"v\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"r\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"cancelAuthorization\",\"inputs\":[{\"name\":\"authorizer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"decimals\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint8\",\"internalType\":\"uint8\"}],\"stateMutability\":\"pure\"},{\"type\":\"function\",\"name\":\"eip712Domain\",\"inputs\":[],\"outputs\":[{\"name\":\"fields\",\"type\":\"bytes1\",\"internalType\":\"bytes1\"},{\"name\":\"name\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"version\",\"type\":\"string\",\"internalType\":\"string\"},{\"name\":\"chainId\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"verifyingContract\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"salt\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"extensions\",\"type\":\"uint256[]\",\"internalType\":\"uint256[]\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"mint\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"amount\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"name\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"receiveWithAuthorization\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"validAfter\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"validBefore\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"receiveWithAuthorization\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"validAfter\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"validBefore\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"v\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"r\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"symbol\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"string\",\"internalType\":\"string\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"totalSupply\",\"inputs\":[],\"outputs\":[{\"name\":\"\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"stateMutability\":\"view\"},{\"type\":\"function\",\"name\":\"transfer\",\"inputs\":[{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferFrom\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}],\"outputs\":[{\"name\":\"\",\"type\":\"bool\",\"internalType\":\"bool\"}],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferWithAuthorization\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"validAfter\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"validBefore\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"signature\",\"type\":\"bytes\",\"internalType\":\"bytes\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"function\",\"name\":\"transferWithAuthorization\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"validAfter\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"validBefore\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"nonce\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"v\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"r\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"},{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}],\"outputs\":[],\"stateMutability\":\"nonpayable\"},{\"type\":\"event\",\"name\":\"Approval\",\"inputs\":[{\"name\":\"owner\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"spender\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"AuthorizationCanceled\",\"inputs\":[{\"name\":\"authorizer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"AuthorizationUsed\",\"inputs\":[{\"name\":\"authorizer\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"bytes32\",\"indexed\":true,\"internalType\":\"bytes32\"}],\"anonymous\":false},{\"type\":\"event\",\"name\":\"EIP712DomainChanged\",\"inputs\":[],\"anonymous\":false},{\"type\":\"event\",\"name\":\"Transfer\",\"inputs\":[{\"name\":\"from\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"to\",\"type\":\"address\",\"indexed\":true,\"internalType\":\"address\"},{\"name\":\"value\",\"type\":\"uint256\",\"indexed\":false,\"internalType\":\"uint256\"}],\"anonymous\":false},{\"type\":\"error\",\"name\":\"ECDSAInvalidSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ECDSAInvalidSignatureLength\",\"inputs\":[{\"name\":\"length\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ECDSAInvalidSignatureS\",\"inputs\":[{\"name\":\"s\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"ERC20InsufficientAllowance\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"allowance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"needed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC20InsufficientBalance\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"balance\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"needed\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC20InvalidApprover\",\"inputs\":[{\"name\":\"approver\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC20InvalidReceiver\",\"inputs\":[{\"name\":\"receiver\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC20InvalidSender\",\"inputs\":[{\"name\":\"sender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC20InvalidSpender\",\"inputs\":[{\"name\":\"spender\",\"type\":\"address\",\"internalType\":\"address\"}]},{\"type\":\"error\",\"name\":\"ERC3009InvalidAuthorizationTime\",\"inputs\":[{\"name\":\"validAfter\",\"type\":\"uint256\",\"internalType\":\"uint256\"},{\"name\":\"validBefore\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"ERC3009InvalidSignature\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"ERC3009UsedAuthorization\",\"inputs\":[{\"name\":\"authorizer\",\"type\":\"address\",\"internalType\":\"address\"},{\"name\":\"nonce\",\"type\":\"bytes32\",\"internalType\":\"bytes32\"}]},{\"type\":\"error\",\"name\":\"InvalidShortString\",\"inputs\":[]},{\"type\":\"error\",\"name\":\"SafeCastOverflowedUintDowncast\",\"inputs\":[{\"name\":\"bits\",\"type\":\"uint8\",\"internalType\":\"uint8\"},{\"name\":\"value\",\"type\":\"uint256\",\"internalType\":\"uint256\"}]},{\"type\":\"error\",\"name\":\"StringTooLong\",\"inputs\":[{\"name\":\"str\",\"type\":\"string\",\"internalType\":\"string\"}]}]",
	ID:  "AuthToken",
	Bin: "0x610160604052348015610010575f5ffd5b50604051611eab380380611eab83398101604081905261002f916101ec565b82818184600361003f83826102ff565b50600461004c82826102ff565b50505061005e8261010960201b60201c565b6101205261006b81610109565b61014052815160208084019190912060e052815190820120610100524660a0526100f760e05161010051604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201529081019290925260608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b60805250503060c05250610411915050565b5f5f829050601f8151111561013c578260405163305a27a960e01b815260040161013391906103b9565b60405180910390fd5b8051610147826103ee565b179392505050565b634e487b7160e01b5f52604160045260245ffd5b5f82601f830112610172575f5ffd5b81516001600160401b0381111561018b5761018b61014f565b604051601f8201601f19908116603f011681016001600160401b03811182821017156101b9576101b961014f565b6040528181528382016020018510156101d0575f5ffd5b8160208501602083015e5f918101602001919091529392505050565b5f5f5f606084860312156101fe575f5ffd5b83516001600160401b03811115610213575f5ffd5b61021f86828701610163565b602086015190945090506001600160401b0381111561023c575f5ffd5b61024886828701610163565b604086015190935090506001600160401b03811115610265575f5ffd5b61027186828701610163565b9150509250925092565b600181811c9082168061028f57607f821691505b6020821081036102ad57634e487b7160e01b5f52602260045260245ffd5b50919050565b601f8211156102fa57805f5260205f20601f840160051c810160208510156102d85750805b601f840160051c820191505b818110156102f7575f81556001016102e4565b50505b505050565b81516001600160401b038111156103185761031861014f565b61032c81610326845461027b565b846102b3565b6020601f82116001811461035e575f83156103475750848201515b5f19600385901b1c1916600184901b1784556102f7565b5f84815260208120601f198516915b8281101561038d578785015182556020948501946001909201910161036d565b50848210156103aa57868401515f19600387901b60f8161c191681555b50505050600190811b01905550565b602081525f82518060208401528060208501604085015e5f604082850101526040601f19601f83011684010191505092915050565b805160208083015191908110156102ad575f1960209190910360031b1b16919050565b60805160a05160c05160e051610100516101205161014051611a496104625f395f610cd701525f610cac01525f610b5201525f610b2a01525f610a8501525f610aaf01525f610ad90152611a495ff3fe608060405234801561000f575f5ffd5b5060043610610149575f3560e01c806384b0196e116100c7578063cf0929951161007d578063e3ee160e11610063578063e3ee160e146102c1578063e94a0102146102d4578063ef55bec61461030c575f5ffd5b8063cf09299514610276578063dd62ed3e14610289575f5ffd5b806395d89b41116100ad57806395d89b4114610248578063a9059cbb14610250578063b7b7289914610263575f5ffd5b806384b0196e1461021a57806388b7ab6314610235575f5ffd5b8063313ce5671161011c57806340c10f191161010257806340c10f19146101ca5780635a049a70146101df57806370a08231146101f2575f5ffd5b8063313ce567146101b35780633644e515146101c2575f5ffd5b806306fdde031461014d578063095ea7b31461016b57806318160ddd1461018e57806323b872dd146101a0575b5f5ffd5b61015561031f565b604051610162919061156c565b60405180910390f35b61017e610179366004611599565b6103af565b6040519015158152602001610162565b6002545b604051908152602001610162565b61017e6101ae3660046115c1565b6103c8565b60405160068152602001610162565b6101926103ed565b6101dd6101d8366004611599565b6103fb565b005b6101dd6101ed36600461160b565b610409565b610192610200366004611655565b6001600160a01b03165f9081526020819052604090205490565b6102226104da565b604051610162979695949392919061166e565b6101dd610243366004611815565b610538565b61015561062b565b61017e61025e366004611599565b61063a565b6101dd610271366004611894565b610647565b6101dd610284366004611815565b6106a6565b6101926102973660046118e7565b6001600160a01b039182165f90815260016020908152604080832093909416825291909152205490565b6101dd6102cf366004611918565b610723565b61017e6102e2366004611599565b6001600160a01b03919091165f908152600760209081526040808320938352929052205460ff1690565b6101dd61031a366004611918565b610804565b60606003805461032e90611993565b80601f016020809104026020016040519081016040528092919081815260200182805461035a90611993565b80156103a55780601f1061037c576101008083540402835291602001916103a5565b820191905f5260205f20905b81548152906001019060200180831161038857829003601f168201915b5050505050905090565b5f336103bc818585610929565b60019150505b92915050565b5f336103d5858285610936565b6103e08585856109ea565b60019150505b9392505050565b5f6103f6610a79565b905090565b6104058282610ba2565b5050565b604080517f158b0a9edf7a828aad02f63cd515c68ef2f50ba807396f6d12842833a159742960208201526001600160a01b03871691810191909152606081018590525f90610470906080015b60405160208183030381529060405280519060200120610bef565b905061047e81858585610c36565b6001600160a01b0316866001600160a01b0316146104c8576040517f77c207f400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6104d28686610c62565b505050505050565b5f6060805f5f5f60606104eb610ca5565b6104f3610cd0565b604080515f808252602082019092527f0f000000000000000000000000000000000000000000000000000000000000009b939a50919850469750309650945092509050565b604080517fd099cc98ef71107a616c4f0f941f04c322d8e254fe26b3c6668db87aae413de860208201526001600160a01b03808a169282019290925290871660608201526080810186905260a0810185905260c0810184905260e081018390526105bf908890610100015b6040516020818303038152906040528051906020012083610cfb565b856001600160a01b0381163314610613576040517fec442f050000000000000000000000000000000000000000000000000000000081526001600160a01b0390911660048201526024015b60405180910390fd5b50610622878787878787610d44565b50505050505050565b60606004805461032e90611993565b5f336103bc8185856109ea565b604080517f158b0a9edf7a828aad02f63cd515c68ef2f50ba807396f6d12842833a159742960208201526001600160a01b03851691810191909152606081018390526106979084906080016105a3565b6106a18383610c62565b505050565b604080517f7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a226760208201526001600160a01b03808a169282019290925290871660608201526080810186905260a0810185905260c0810184905260e08101839052610715908890610100016105a3565b610622878787878787610d44565b604080517f7c7c6cdb67a18743f49ec6fa9b35f50d52ed05cbed4cc592e13b44501c1a226760208201526001600160a01b03808c169282019290925290891660608201526080810188905260a0810187905260c0810186905260e081018590525f906107929061010001610455565b90506107a081858585610c36565b6001600160a01b03168a6001600160a01b0316146107ea576040517f77c207f400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b6107f88a8a8a8a8a8a610d44565b50505050505050505050565b604080517fd099cc98ef71107a616c4f0f941f04c322d8e254fe26b3c6668db87aae413de860208201526001600160a01b03808c169282019290925290891660608201526080810188905260a0810187905260c0810186905260e081018590525f906108739061010001610455565b905061088181858585610c36565b6001600160a01b03168a6001600160a01b0316146108cb576040517f77c207f400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b886001600160a01b038116331461091a576040517fec442f050000000000000000000000000000000000000000000000000000000081526001600160a01b03909116600482015260240161060a565b506107f88a8a8a8a8a8a610d44565b6106a18383836001610d98565b6001600160a01b038381165f908152600160209081526040808320938616835292905220547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff8110156109e457818110156109d6576040517ffb8f41b20000000000000000000000000000000000000000000000000000000081526001600160a01b0384166004820152602481018290526044810183905260640161060a565b6109e484848484035f610d98565b50505050565b6001600160a01b038316610a2c576040517f96c6fd1e0000000000000000000000000000000000000000000000000000000081525f600482015260240161060a565b6001600160a01b038216610a6e576040517fec442f050000000000000000000000000000000000000000000000000000000081525f600482015260240161060a565b6106a1838383610e9c565b5f306001600160a01b037f000000000000000000000000000000000000000000000000000000000000000016148015610ad157507f000000000000000000000000000000000000000000000000000000000000000046145b15610afb57507f000000000000000000000000000000000000000000000000000000000000000090565b6103f6604080517f8b73c3c69bb8fe3d512ecc4cf759cc79239f7b179b0ffacaa9a75d522b39400f60208201527f0000000000000000000000000000000000000000000000000000000000000000918101919091527f000000000000000000000000000000000000000000000000000000000000000060608201524660808201523060a08201525f9060c00160405160208183030381529060405280519060200120905090565b6001600160a01b038216610be4576040517fec442f050000000000000000000000000000000000000000000000000000000081525f600482015260240161060a565b6104055f8383610e9c565b5f6103c2610bfb610a79565b836040517f19010000000000000000000000000000000000000000000000000000000000008152600281019290925260228201526042902090565b5f5f5f5f610c4688888888610fdb565b925092509250610c5682826110c1565b50909695505050505050565b610c6c82826111c4565b60405181906001600160a01b038416907f1cdd46ff242716cdaa72d159d339a485b3438398348d68f09d7c8c0a59353d81905f90a35050565b60606103f67f0000000000000000000000000000000000000000000000000000000000000000611285565b60606103f67f0000000000000000000000000000000000000000000000000000000000000000611285565b610d0e83610d0884610bef565b836112c2565b6106a1576040517f77c207f400000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b610d4e8383611332565b610d5886826111c4565b60405181906001600160a01b038816907f98de503528ee59b575ef0c0a2576a82497bfc029a5685b209e9ec333479b10a5905f90a36104d28686866109ea565b6001600160a01b038416610dda576040517fe602df050000000000000000000000000000000000000000000000000000000081525f600482015260240161060a565b6001600160a01b038316610e1c576040517f94280d620000000000000000000000000000000000000000000000000000000081525f600482015260240161060a565b6001600160a01b038085165f90815260016020908152604080832093871683529290522082905580156109e457826001600160a01b0316846001600160a01b03167f8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b92584604051610e8e91815260200190565b60405180910390a350505050565b6001600160a01b038316610ec6578060025f828254610ebb91906119e4565b90915550610f4f9050565b6001600160a01b0383165f9081526020819052604090205481811015610f31576040517fe450d38c0000000000000000000000000000000000000000000000000000000081526001600160a01b0385166004820152602481018290526044810183905260640161060a565b6001600160a01b0384165f9081526020819052604090209082900390555b6001600160a01b038216610f6b57600280548290039055610f89565b6001600160a01b0382165f9081526020819052604090208054820190555b816001600160a01b0316836001600160a01b03167fddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef83604051610fce91815260200190565b60405180910390a3505050565b5f80807f7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a084111561101457505f915060039050826110b7565b604080515f808252602082018084528a905260ff891692820192909252606081018790526080810186905260019060a0016020604051602081039080840390855afa158015611065573d5f5f3e3d5ffd5b50506040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe001519150506001600160a01b0381166110ae57505f9250600191508290506110b7565b92505f91508190505b9450945094915050565b5f8260038111156110d4576110d4611a1c565b036110dd575050565b60018260038111156110f1576110f1611a1c565b03611128576040517ff645eedf00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b600282600381111561113c5761113c611a1c565b03611176576040517ffce698f70000000000000000000000000000000000000000000000000000000081526004810182905260240161060a565b600382600381111561118a5761118a611a1c565b03610405576040517fd78bce0c0000000000000000000000000000000000000000000000000000000081526004810182905260240161060a565b6001600160a01b0382165f9081526007602090815260408083208484529091529020548290829060ff1615611236576040517f8f7808c10000000000000000000000000000000000000000000000000000000081526001600160a01b039092166004830152602482015260440161060a565b50506001600160a01b039091165f9081526007602090815260408083209383529290522080547fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff00166001179055565b60605f611291836113ba565b6040805160208082528183019092529192505f91906020820181803683375050509182525060208101929092525090565b5f836001600160a01b03163b5f03611320575f5f6112e085856113fa565b5090925090505f8160038111156112f9576112f9611a1c565b1480156113175750856001600160a01b0316826001600160a01b0316145b925050506103e6565b61132b848484611443565b90506103e6565b81811665800000000000165f81156113515761134c6114c1565b611359565b6113596114cb565b65ffffffffffff169050811984168111801561137757508119831681105b848490916104d2576040517f4a931c170000000000000000000000000000000000000000000000000000000081526004810192909252602482015260440161060a565b5f60ff8216601f8111156103c2576040517fb3512b0c00000000000000000000000000000000000000000000000000000000815260040160405180910390fd5b5f5f5f8351604103611431576020840151604085015160608601515f1a61142388828585610fdb565b95509550955050505061143c565b505081515f91506002905b9250925092565b8051604080517f1626ba7e000000000000000000000000000000000000000000000000000000008082526004820186905260248201929092525f92906020820185604483015e5f82606483010152601f820160051c60051b915060205f60648401838a5afa9050825f5114601f3d1116811693505050509392505050565b5f6103f6436114d1565b5f6103f6425b5f65ffffffffffff82111561151c576040517f6dfcc650000000000000000000000000000000000000000000000000000000008152603060048201526024810183905260440161060a565b5090565b5f81518084528060208401602086015e5f6020828601015260207fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f83011685010191505092915050565b602081525f6103e66020830184611520565b80356001600160a01b0381168114611594575f5ffd5b919050565b5f5f604083850312156115aa575f5ffd5b6115b38361157e565b946020939093013593505050565b5f5f5f606084860312156115d3575f5ffd5b6115dc8461157e565b92506115ea6020850161157e565b929592945050506040919091013590565b803560ff81168114611594575f5ffd5b5f5f5f5f5f60a0868803121561161f575f5ffd5b6116288661157e565b94506020860135935061163d604087016115fb565b94979396509394606081013594506080013592915050565b5f60208284031215611665575f5ffd5b6103e68261157e565b7fff000000000000000000000000000000000000000000000000000000000000008816815260e060208201525f6116a860e0830189611520565b82810360408401526116ba8189611520565b606084018890526001600160a01b038716608085015260a0840186905283810360c0850152845180825260208087019350909101905f5b8181101561170f5783518352602093840193909201916001016116f1565b50909b9a5050505050505050505050565b7f4e487b71000000000000000000000000000000000000000000000000000000005f52604160045260245ffd5b5f82601f83011261175c575f5ffd5b813567ffffffffffffffff81111561177657611776611720565b6040517fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0603f7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe0601f8501160116810181811067ffffffffffffffff821117156117e2576117e2611720565b6040528181528382016020018510156117f9575f5ffd5b816020850160208301375f918101602001919091529392505050565b5f5f5f5f5f5f5f60e0888a03121561182b575f5ffd5b6118348861157e565b96506118426020890161157e565b955060408801359450606088013593506080880135925060a0880135915060c088013567ffffffffffffffff811115611879575f5ffd5b6118858a828b0161174d565b91505092959891949750929550565b5f5f5f606084860312156118a6575f5ffd5b6118af8461157e565b925060208401359150604084013567ffffffffffffffff8111156118d1575f5ffd5b6118dd8682870161174d565b9150509250925092565b5f5f604083850312156118f8575f5ffd5b6119018361157e565b915061190f6020840161157e565b90509250929050565b5f5f5f5f5f5f5f5f5f6101208a8c031215611931575f5ffd5b61193a8a61157e565b985061194860208b0161157e565b975060408a0135965060608a0135955060808a0135945060a08a0135935061197260c08b016115fb565b989b979a50959894979396929550929360e081013593506101000135919050565b600181811c908216806119a757607f821691505b6020821081036119de577f4e487b71000000000000000000000000000000000000000000000000000000005f52602260045260245ffd5b50919050565b808201808211156103c2577f4e487b71000000000000000000000000000000000000000000000000000000005f52601160045260245ffd5b7f4e487b71000000000000000000000000000000000000000000000000000000005f52602160045260245ffd",
}

// AuthToken is an auto generated Go binding around an Ethereum contract.
type AuthToken struct {
	abi abi.ABI
}

// GetABI returns the ABI associated with this contract binding.
func (c *AuthToken) GetABI() abi.ABI {
	return c.abi
}

// NewAuthToken creates a new instance of AuthToken.
func NewAuthToken() *AuthToken {
	parsed, err := AuthTokenMetaData.ParseABI()
	if err != nil {
		panic(errors.New("invalid ABI: " + err.Error()))
	}
	return &AuthToken{abi: *parsed}
}

// Instance creates a wrapper for a deployed contract instance at the given address.
// Use this to create the instance object passed to abigen v2 library functions Call, Transact, etc.
func (c *AuthToken) Instance(backend bind.ContractBackend, addr common.Address) *bind.BoundContract {
	return bind.NewBoundContract(addr, c.abi, backend, backend, backend)
}

// PackConstructor is the Go binding used to pack the parameters required for
// contract deployment.
//
// Solidity: constructor(string name_, string symbol_, string version_) returns()
func (authToken *AuthToken) PackConstructor(name_ string, symbol_ string, version_ string) []byte {
	enc, err := authToken.abi.Pack("", name_, symbol_, version_)
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
func (authToken *AuthToken) PackDOMAINSEPARATOR() []byte {
	enc, err := authToken.abi.Pack("DOMAIN_SEPARATOR")
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
func (authToken *AuthToken) TryPackDOMAINSEPARATOR() ([]byte, error) {
	return authToken.abi.Pack("DOMAIN_SEPARATOR")
}

// UnpackDOMAINSEPARATOR is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x3644e515.
//
// Solidity: function DOMAIN_SEPARATOR() view returns(bytes32)
func (authToken *AuthToken) UnpackDOMAINSEPARATOR(data []byte) ([32]byte, error) {
	out, err := authToken.abi.Unpack("DOMAIN_SEPARATOR", data)
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
func (authToken *AuthToken) PackAllowance(owner common.Address, spender common.Address) []byte {
	enc, err := authToken.abi.Pack("allowance", owner, spender)
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
func (authToken *AuthToken) TryPackAllowance(owner common.Address, spender common.Address) ([]byte, error) {
	return authToken.abi.Pack("allowance", owner, spender)
}

// UnpackAllowance is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xdd62ed3e.
//
// Solidity: function allowance(address owner, address spender) view returns(uint256)
func (authToken *AuthToken) UnpackAllowance(data []byte) (*big.Int, error) {
	out, err := authToken.abi.Unpack("allowance", data)
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
func (authToken *AuthToken) PackApprove(spender common.Address, value *big.Int) []byte {
	enc, err := authToken.abi.Pack("approve", spender, value)
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
func (authToken *AuthToken) TryPackApprove(spender common.Address, value *big.Int) ([]byte, error) {
	return authToken.abi.Pack("approve", spender, value)
}

// UnpackApprove is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x095ea7b3.
//
// Solidity: function approve(address spender, uint256 value) returns(bool)
func (authToken *AuthToken) UnpackApprove(data []byte) (bool, error) {
	out, err := authToken.abi.Unpack("approve", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackAuthorizationState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe94a0102.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function authorizationState(address authorizer, bytes32 nonce) view returns(bool)
func (authToken *AuthToken) PackAuthorizationState(authorizer common.Address, nonce [32]byte) []byte {
	enc, err := authToken.abi.Pack("authorizationState", authorizer, nonce)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAuthorizationState is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe94a0102.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function authorizationState(address authorizer, bytes32 nonce) view returns(bool)
func (authToken *AuthToken) TryPackAuthorizationState(authorizer common.Address, nonce [32]byte) ([]byte, error) {
	return authToken.abi.Pack("authorizationState", authorizer, nonce)
}

// UnpackAuthorizationState is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xe94a0102.
//
// Solidity: function authorizationState(address authorizer, bytes32 nonce) view returns(bool)
func (authToken *AuthToken) UnpackAuthorizationState(data []byte) (bool, error) {
	out, err := authToken.abi.Unpack("authorizationState", data)
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
func (authToken *AuthToken) PackBalanceOf(account common.Address) []byte {
	enc, err := authToken.abi.Pack("balanceOf", account)
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
func (authToken *AuthToken) TryPackBalanceOf(account common.Address) ([]byte, error) {
	return authToken.abi.Pack("balanceOf", account)
}

// UnpackBalanceOf is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x70a08231.
//
// Solidity: function balanceOf(address account) view returns(uint256)
func (authToken *AuthToken) UnpackBalanceOf(data []byte) (*big.Int, error) {
	out, err := authToken.abi.Unpack("balanceOf", data)
	if err != nil {
		return new(big.Int), err
	}
	out0 := abi.ConvertType(out[0], new(big.Int)).(*big.Int)
	return out0, nil
}

// PackCancelAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a049a70.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancelAuthorization(address authorizer, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) returns()
func (authToken *AuthToken) PackCancelAuthorization(authorizer common.Address, nonce [32]byte, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := authToken.abi.Pack("cancelAuthorization", authorizer, nonce, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancelAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x5a049a70.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancelAuthorization(address authorizer, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) returns()
func (authToken *AuthToken) TryPackCancelAuthorization(authorizer common.Address, nonce [32]byte, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return authToken.abi.Pack("cancelAuthorization", authorizer, nonce, v, r, s)
}

// PackCancelAuthorization0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7b72899.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function cancelAuthorization(address authorizer, bytes32 nonce, bytes signature) returns()
func (authToken *AuthToken) PackCancelAuthorization0(authorizer common.Address, nonce [32]byte, signature []byte) []byte {
	enc, err := authToken.abi.Pack("cancelAuthorization0", authorizer, nonce, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackCancelAuthorization0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xb7b72899.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function cancelAuthorization(address authorizer, bytes32 nonce, bytes signature) returns()
func (authToken *AuthToken) TryPackCancelAuthorization0(authorizer common.Address, nonce [32]byte, signature []byte) ([]byte, error) {
	return authToken.abi.Pack("cancelAuthorization0", authorizer, nonce, signature)
}

// PackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function decimals() pure returns(uint8)
func (authToken *AuthToken) PackDecimals() []byte {
	enc, err := authToken.abi.Pack("decimals")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackDecimals is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x313ce567.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function decimals() pure returns(uint8)
func (authToken *AuthToken) TryPackDecimals() ([]byte, error) {
	return authToken.abi.Pack("decimals")
}

// UnpackDecimals is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x313ce567.
//
// Solidity: function decimals() pure returns(uint8)
func (authToken *AuthToken) UnpackDecimals(data []byte) (uint8, error) {
	out, err := authToken.abi.Unpack("decimals", data)
	if err != nil {
		return *new(uint8), err
	}
	out0 := *abi.ConvertType(out[0], new(uint8)).(*uint8)
	return out0, nil
}

// PackAuthTokenEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (authToken *AuthToken) PackAuthTokenEip712Domain() []byte {
	enc, err := authToken.abi.Pack("eip712Domain")
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackAuthTokenEip712Domain is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x84b0196e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (authToken *AuthToken) TryPackAuthTokenEip712Domain() ([]byte, error) {
	return authToken.abi.Pack("eip712Domain")
}

// AuthTokenEip712DomainOutput serves as a container for the return parameters of contract
// method AuthTokenEip712Domain.
type AuthTokenEip712DomainOutput struct {
	Fields            [1]byte
	Name              string
	Version           string
	ChainId           *big.Int
	VerifyingContract common.Address
	Salt              [32]byte
	Extensions        []*big.Int
}

// UnpackAuthTokenEip712Domain is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x84b0196e.
//
// Solidity: function eip712Domain() view returns(bytes1 fields, string name, string version, uint256 chainId, address verifyingContract, bytes32 salt, uint256[] extensions)
func (authToken *AuthToken) UnpackAuthTokenEip712Domain(data []byte) (AuthTokenEip712DomainOutput, error) {
	out, err := authToken.abi.Unpack("eip712Domain", data)
	outstruct := new(AuthTokenEip712DomainOutput)
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
func (authToken *AuthToken) PackMint(to common.Address, amount *big.Int) []byte {
	enc, err := authToken.abi.Pack("mint", to, amount)
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
func (authToken *AuthToken) TryPackMint(to common.Address, amount *big.Int) ([]byte, error) {
	return authToken.abi.Pack("mint", to, amount)
}

// PackName is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x06fdde03.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function name() view returns(string)
func (authToken *AuthToken) PackName() []byte {
	enc, err := authToken.abi.Pack("name")
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
func (authToken *AuthToken) TryPackName() ([]byte, error) {
	return authToken.abi.Pack("name")
}

// UnpackName is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x06fdde03.
//
// Solidity: function name() view returns(string)
func (authToken *AuthToken) UnpackName(data []byte) (string, error) {
	out, err := authToken.abi.Unpack("name", data)
	if err != nil {
		return *new(string), err
	}
	out0 := *abi.ConvertType(out[0], new(string)).(*string)
	return out0, nil
}

// PackReceiveWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88b7ab63.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiveWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns()
func (authToken *AuthToken) PackReceiveWithAuthorization(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, signature []byte) []byte {
	enc, err := authToken.abi.Pack("receiveWithAuthorization", from, to, value, validAfter, validBefore, nonce, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiveWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x88b7ab63.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiveWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns()
func (authToken *AuthToken) TryPackReceiveWithAuthorization(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, signature []byte) ([]byte, error) {
	return authToken.abi.Pack("receiveWithAuthorization", from, to, value, validAfter, validBefore, nonce, signature)
}

// PackReceiveWithAuthorization0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef55bec6.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function receiveWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) returns()
func (authToken *AuthToken) PackReceiveWithAuthorization0(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := authToken.abi.Pack("receiveWithAuthorization0", from, to, value, validAfter, validBefore, nonce, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackReceiveWithAuthorization0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xef55bec6.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function receiveWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) returns()
func (authToken *AuthToken) TryPackReceiveWithAuthorization0(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return authToken.abi.Pack("receiveWithAuthorization0", from, to, value, validAfter, validBefore, nonce, v, r, s)
}

// PackSymbol is the Go binding used to pack the parameters required for calling
// the contract method with ID 0x95d89b41.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function symbol() view returns(string)
func (authToken *AuthToken) PackSymbol() []byte {
	enc, err := authToken.abi.Pack("symbol")
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
func (authToken *AuthToken) TryPackSymbol() ([]byte, error) {
	return authToken.abi.Pack("symbol")
}

// UnpackSymbol is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x95d89b41.
//
// Solidity: function symbol() view returns(string)
func (authToken *AuthToken) UnpackSymbol(data []byte) (string, error) {
	out, err := authToken.abi.Unpack("symbol", data)
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
func (authToken *AuthToken) PackTotalSupply() []byte {
	enc, err := authToken.abi.Pack("totalSupply")
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
func (authToken *AuthToken) TryPackTotalSupply() ([]byte, error) {
	return authToken.abi.Pack("totalSupply")
}

// UnpackTotalSupply is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x18160ddd.
//
// Solidity: function totalSupply() view returns(uint256)
func (authToken *AuthToken) UnpackTotalSupply(data []byte) (*big.Int, error) {
	out, err := authToken.abi.Unpack("totalSupply", data)
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
func (authToken *AuthToken) PackTransfer(to common.Address, value *big.Int) []byte {
	enc, err := authToken.abi.Pack("transfer", to, value)
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
func (authToken *AuthToken) TryPackTransfer(to common.Address, value *big.Int) ([]byte, error) {
	return authToken.abi.Pack("transfer", to, value)
}

// UnpackTransfer is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0xa9059cbb.
//
// Solidity: function transfer(address to, uint256 value) returns(bool)
func (authToken *AuthToken) UnpackTransfer(data []byte) (bool, error) {
	out, err := authToken.abi.Unpack("transfer", data)
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
func (authToken *AuthToken) PackTransferFrom(from common.Address, to common.Address, value *big.Int) []byte {
	enc, err := authToken.abi.Pack("transferFrom", from, to, value)
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
func (authToken *AuthToken) TryPackTransferFrom(from common.Address, to common.Address, value *big.Int) ([]byte, error) {
	return authToken.abi.Pack("transferFrom", from, to, value)
}

// UnpackTransferFrom is the Go binding that unpacks the parameters returned
// from invoking the contract method with ID 0x23b872dd.
//
// Solidity: function transferFrom(address from, address to, uint256 value) returns(bool)
func (authToken *AuthToken) UnpackTransferFrom(data []byte) (bool, error) {
	out, err := authToken.abi.Unpack("transferFrom", data)
	if err != nil {
		return *new(bool), err
	}
	out0 := *abi.ConvertType(out[0], new(bool)).(*bool)
	return out0, nil
}

// PackTransferWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf092995.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns()
func (authToken *AuthToken) PackTransferWithAuthorization(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, signature []byte) []byte {
	enc, err := authToken.abi.Pack("transferWithAuthorization", from, to, value, validAfter, validBefore, nonce, signature)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferWithAuthorization is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xcf092995.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature) returns()
func (authToken *AuthToken) TryPackTransferWithAuthorization(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, signature []byte) ([]byte, error) {
	return authToken.abi.Pack("transferWithAuthorization", from, to, value, validAfter, validBefore, nonce, signature)
}

// PackTransferWithAuthorization0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe3ee160e.  This method will panic if any
// invalid/nil inputs are passed.
//
// Solidity: function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) returns()
func (authToken *AuthToken) PackTransferWithAuthorization0(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, v uint8, r [32]byte, s [32]byte) []byte {
	enc, err := authToken.abi.Pack("transferWithAuthorization0", from, to, value, validAfter, validBefore, nonce, v, r, s)
	if err != nil {
		panic(err)
	}
	return enc
}

// TryPackTransferWithAuthorization0 is the Go binding used to pack the parameters required for calling
// the contract method with ID 0xe3ee160e.  This method will return an error
// if any inputs are invalid/nil.
//
// Solidity: function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, uint8 v, bytes32 r, bytes32 s) returns()
func (authToken *AuthToken) TryPackTransferWithAuthorization0(from common.Address, to common.Address, value *big.Int, validAfter *big.Int, validBefore *big.Int, nonce [32]byte, v uint8, r [32]byte, s [32]byte) ([]byte, error) {
	return authToken.abi.Pack("transferWithAuthorization0", from, to, value, validAfter, validBefore, nonce, v, r, s)
}

// AuthTokenApproval represents a Approval event raised by the AuthToken contract.
type AuthTokenApproval struct {
	Owner   common.Address
	Spender common.Address
	Value   *big.Int
	Raw     *types.Log // Blockchain specific contextual infos
}

const AuthTokenApprovalEventName = "Approval"

// ContractEventName returns the user-defined event name.
func (AuthTokenApproval) ContractEventName() string {
	return AuthTokenApprovalEventName
}

// UnpackApprovalEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Approval(address indexed owner, address indexed spender, uint256 value)
func (authToken *AuthToken) UnpackApprovalEvent(log *types.Log) (*AuthTokenApproval, error) {
	event := "Approval"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != authToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AuthTokenApproval)
	if len(log.Data) > 0 {
		if err := authToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range authToken.abi.Events[event].Inputs {
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

// AuthTokenAuthorizationCanceled represents a AuthorizationCanceled event raised by the AuthToken contract.
type AuthTokenAuthorizationCanceled struct {
	Authorizer common.Address
	Nonce      [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const AuthTokenAuthorizationCanceledEventName = "AuthorizationCanceled"

// ContractEventName returns the user-defined event name.
func (AuthTokenAuthorizationCanceled) ContractEventName() string {
	return AuthTokenAuthorizationCanceledEventName
}

// UnpackAuthorizationCanceledEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AuthorizationCanceled(address indexed authorizer, bytes32 indexed nonce)
func (authToken *AuthToken) UnpackAuthorizationCanceledEvent(log *types.Log) (*AuthTokenAuthorizationCanceled, error) {
	event := "AuthorizationCanceled"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != authToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AuthTokenAuthorizationCanceled)
	if len(log.Data) > 0 {
		if err := authToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range authToken.abi.Events[event].Inputs {
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

// AuthTokenAuthorizationUsed represents a AuthorizationUsed event raised by the AuthToken contract.
type AuthTokenAuthorizationUsed struct {
	Authorizer common.Address
	Nonce      [32]byte
	Raw        *types.Log // Blockchain specific contextual infos
}

const AuthTokenAuthorizationUsedEventName = "AuthorizationUsed"

// ContractEventName returns the user-defined event name.
func (AuthTokenAuthorizationUsed) ContractEventName() string {
	return AuthTokenAuthorizationUsedEventName
}

// UnpackAuthorizationUsedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event AuthorizationUsed(address indexed authorizer, bytes32 indexed nonce)
func (authToken *AuthToken) UnpackAuthorizationUsedEvent(log *types.Log) (*AuthTokenAuthorizationUsed, error) {
	event := "AuthorizationUsed"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != authToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AuthTokenAuthorizationUsed)
	if len(log.Data) > 0 {
		if err := authToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range authToken.abi.Events[event].Inputs {
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

// AuthTokenEIP712DomainChanged represents a EIP712DomainChanged event raised by the AuthToken contract.
type AuthTokenEIP712DomainChanged struct {
	Raw *types.Log // Blockchain specific contextual infos
}

const AuthTokenEIP712DomainChangedEventName = "EIP712DomainChanged"

// ContractEventName returns the user-defined event name.
func (AuthTokenEIP712DomainChanged) ContractEventName() string {
	return AuthTokenEIP712DomainChangedEventName
}

// UnpackEIP712DomainChangedEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event EIP712DomainChanged()
func (authToken *AuthToken) UnpackEIP712DomainChangedEvent(log *types.Log) (*AuthTokenEIP712DomainChanged, error) {
	event := "EIP712DomainChanged"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != authToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AuthTokenEIP712DomainChanged)
	if len(log.Data) > 0 {
		if err := authToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range authToken.abi.Events[event].Inputs {
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

// AuthTokenTransfer represents a Transfer event raised by the AuthToken contract.
type AuthTokenTransfer struct {
	From  common.Address
	To    common.Address
	Value *big.Int
	Raw   *types.Log // Blockchain specific contextual infos
}

const AuthTokenTransferEventName = "Transfer"

// ContractEventName returns the user-defined event name.
func (AuthTokenTransfer) ContractEventName() string {
	return AuthTokenTransferEventName
}

// UnpackTransferEvent is the Go binding that unpacks the event data emitted
// by contract.
//
// Solidity: event Transfer(address indexed from, address indexed to, uint256 value)
func (authToken *AuthToken) UnpackTransferEvent(log *types.Log) (*AuthTokenTransfer, error) {
	event := "Transfer"
	if len(log.Topics) == 0 {
		return nil, bind.ErrNoEventSignature
	}
	if log.Topics[0] != authToken.abi.Events[event].ID {
		return nil, bind.ErrEventSignatureMismatch
	}
	out := new(AuthTokenTransfer)
	if len(log.Data) > 0 {
		if err := authToken.abi.UnpackIntoInterface(out, event, log.Data); err != nil {
			return nil, err
		}
	}
	var indexed abi.Arguments
	for _, arg := range authToken.abi.Events[event].Inputs {
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
func (authToken *AuthToken) UnpackError(raw []byte) (any, error) {
	if bytes.Equal(raw[:4], authToken.abi.Errors["ECDSAInvalidSignature"].ID.Bytes()[:4]) {
		return authToken.UnpackECDSAInvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["ECDSAInvalidSignatureLength"].ID.Bytes()[:4]) {
		return authToken.UnpackECDSAInvalidSignatureLengthError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["ECDSAInvalidSignatureS"].ID.Bytes()[:4]) {
		return authToken.UnpackECDSAInvalidSignatureSError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["ERC20InsufficientAllowance"].ID.Bytes()[:4]) {
		return authToken.UnpackERC20InsufficientAllowanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["ERC20InsufficientBalance"].ID.Bytes()[:4]) {
		return authToken.UnpackERC20InsufficientBalanceError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["ERC20InvalidApprover"].ID.Bytes()[:4]) {
		return authToken.UnpackERC20InvalidApproverError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["ERC20InvalidReceiver"].ID.Bytes()[:4]) {
		return authToken.UnpackERC20InvalidReceiverError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["ERC20InvalidSender"].ID.Bytes()[:4]) {
		return authToken.UnpackERC20InvalidSenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["ERC20InvalidSpender"].ID.Bytes()[:4]) {
		return authToken.UnpackERC20InvalidSpenderError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["ERC3009InvalidAuthorizationTime"].ID.Bytes()[:4]) {
		return authToken.UnpackERC3009InvalidAuthorizationTimeError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["ERC3009InvalidSignature"].ID.Bytes()[:4]) {
		return authToken.UnpackERC3009InvalidSignatureError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["ERC3009UsedAuthorization"].ID.Bytes()[:4]) {
		return authToken.UnpackERC3009UsedAuthorizationError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["InvalidShortString"].ID.Bytes()[:4]) {
		return authToken.UnpackInvalidShortStringError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["SafeCastOverflowedUintDowncast"].ID.Bytes()[:4]) {
		return authToken.UnpackSafeCastOverflowedUintDowncastError(raw[4:])
	}
	if bytes.Equal(raw[:4], authToken.abi.Errors["StringTooLong"].ID.Bytes()[:4]) {
		return authToken.UnpackStringTooLongError(raw[4:])
	}
	return nil, errors.New("Unknown error")
}

// AuthTokenECDSAInvalidSignature represents a ECDSAInvalidSignature error raised by the AuthToken contract.
type AuthTokenECDSAInvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignature()
func AuthTokenECDSAInvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0xf645eedf0193584640b6b90cb9477e4c95b98636c148a891d4c0a146dc46e75a")
}

// UnpackECDSAInvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignature()
func (authToken *AuthToken) UnpackECDSAInvalidSignatureError(raw []byte) (*AuthTokenECDSAInvalidSignature, error) {
	out := new(AuthTokenECDSAInvalidSignature)
	if err := authToken.abi.UnpackIntoInterface(out, "ECDSAInvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenECDSAInvalidSignatureLength represents a ECDSAInvalidSignatureLength error raised by the AuthToken contract.
type AuthTokenECDSAInvalidSignatureLength struct {
	Length *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func AuthTokenECDSAInvalidSignatureLengthErrorID() common.Hash {
	return common.HexToHash("0xfce698f7e8e5342cd615f641317bc45fe7e1e4a8b0a14dd1383ff8dc9c41917f")
}

// UnpackECDSAInvalidSignatureLengthError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureLength(uint256 length)
func (authToken *AuthToken) UnpackECDSAInvalidSignatureLengthError(raw []byte) (*AuthTokenECDSAInvalidSignatureLength, error) {
	out := new(AuthTokenECDSAInvalidSignatureLength)
	if err := authToken.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureLength", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenECDSAInvalidSignatureS represents a ECDSAInvalidSignatureS error raised by the AuthToken contract.
type AuthTokenECDSAInvalidSignatureS struct {
	S [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func AuthTokenECDSAInvalidSignatureSErrorID() common.Hash {
	return common.HexToHash("0xd78bce0cccb935155ed6428d1c13e50b7f3550fd2b66b9fe266006fea4a5e1eb")
}

// UnpackECDSAInvalidSignatureSError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ECDSAInvalidSignatureS(bytes32 s)
func (authToken *AuthToken) UnpackECDSAInvalidSignatureSError(raw []byte) (*AuthTokenECDSAInvalidSignatureS, error) {
	out := new(AuthTokenECDSAInvalidSignatureS)
	if err := authToken.abi.UnpackIntoInterface(out, "ECDSAInvalidSignatureS", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenERC20InsufficientAllowance represents a ERC20InsufficientAllowance error raised by the AuthToken contract.
type AuthTokenERC20InsufficientAllowance struct {
	Spender   common.Address
	Allowance *big.Int
	Needed    *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func AuthTokenERC20InsufficientAllowanceErrorID() common.Hash {
	return common.HexToHash("0xfb8f41b23e99d2101d86da76cdfa87dd51c82ed07d3cb62cbc473e469dbc75c3")
}

// UnpackERC20InsufficientAllowanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)
func (authToken *AuthToken) UnpackERC20InsufficientAllowanceError(raw []byte) (*AuthTokenERC20InsufficientAllowance, error) {
	out := new(AuthTokenERC20InsufficientAllowance)
	if err := authToken.abi.UnpackIntoInterface(out, "ERC20InsufficientAllowance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenERC20InsufficientBalance represents a ERC20InsufficientBalance error raised by the AuthToken contract.
type AuthTokenERC20InsufficientBalance struct {
	Sender  common.Address
	Balance *big.Int
	Needed  *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func AuthTokenERC20InsufficientBalanceErrorID() common.Hash {
	return common.HexToHash("0xe450d38cd8d9f7d95077d567d60ed49c7254716e6ad08fc9872816c97e0ffec6")
}

// UnpackERC20InsufficientBalanceError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)
func (authToken *AuthToken) UnpackERC20InsufficientBalanceError(raw []byte) (*AuthTokenERC20InsufficientBalance, error) {
	out := new(AuthTokenERC20InsufficientBalance)
	if err := authToken.abi.UnpackIntoInterface(out, "ERC20InsufficientBalance", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenERC20InvalidApprover represents a ERC20InvalidApprover error raised by the AuthToken contract.
type AuthTokenERC20InvalidApprover struct {
	Approver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidApprover(address approver)
func AuthTokenERC20InvalidApproverErrorID() common.Hash {
	return common.HexToHash("0xe602df05cc75712490294c6c104ab7c17f4030363910a7a2626411c6d3118847")
}

// UnpackERC20InvalidApproverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidApprover(address approver)
func (authToken *AuthToken) UnpackERC20InvalidApproverError(raw []byte) (*AuthTokenERC20InvalidApprover, error) {
	out := new(AuthTokenERC20InvalidApprover)
	if err := authToken.abi.UnpackIntoInterface(out, "ERC20InvalidApprover", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenERC20InvalidReceiver represents a ERC20InvalidReceiver error raised by the AuthToken contract.
type AuthTokenERC20InvalidReceiver struct {
	Receiver common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func AuthTokenERC20InvalidReceiverErrorID() common.Hash {
	return common.HexToHash("0xec442f055133b72f3b2f9f0bb351c406b178527de2040a7d1feb4e058771f613")
}

// UnpackERC20InvalidReceiverError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidReceiver(address receiver)
func (authToken *AuthToken) UnpackERC20InvalidReceiverError(raw []byte) (*AuthTokenERC20InvalidReceiver, error) {
	out := new(AuthTokenERC20InvalidReceiver)
	if err := authToken.abi.UnpackIntoInterface(out, "ERC20InvalidReceiver", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenERC20InvalidSender represents a ERC20InvalidSender error raised by the AuthToken contract.
type AuthTokenERC20InvalidSender struct {
	Sender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSender(address sender)
func AuthTokenERC20InvalidSenderErrorID() common.Hash {
	return common.HexToHash("0x96c6fd1edd0cd6ef7ff0ecc0facdf53148dc0048b57fe58af65755250a7a96bd")
}

// UnpackERC20InvalidSenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSender(address sender)
func (authToken *AuthToken) UnpackERC20InvalidSenderError(raw []byte) (*AuthTokenERC20InvalidSender, error) {
	out := new(AuthTokenERC20InvalidSender)
	if err := authToken.abi.UnpackIntoInterface(out, "ERC20InvalidSender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenERC20InvalidSpender represents a ERC20InvalidSpender error raised by the AuthToken contract.
type AuthTokenERC20InvalidSpender struct {
	Spender common.Address
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC20InvalidSpender(address spender)
func AuthTokenERC20InvalidSpenderErrorID() common.Hash {
	return common.HexToHash("0x94280d62c347d8d9f4d59a76ea321452406db88df38e0c9da304f58b57b373a2")
}

// UnpackERC20InvalidSpenderError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC20InvalidSpender(address spender)
func (authToken *AuthToken) UnpackERC20InvalidSpenderError(raw []byte) (*AuthTokenERC20InvalidSpender, error) {
	out := new(AuthTokenERC20InvalidSpender)
	if err := authToken.abi.UnpackIntoInterface(out, "ERC20InvalidSpender", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenERC3009InvalidAuthorizationTime represents a ERC3009InvalidAuthorizationTime error raised by the AuthToken contract.
type AuthTokenERC3009InvalidAuthorizationTime struct {
	ValidAfter  *big.Int
	ValidBefore *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC3009InvalidAuthorizationTime(uint256 validAfter, uint256 validBefore)
func AuthTokenERC3009InvalidAuthorizationTimeErrorID() common.Hash {
	return common.HexToHash("0x4a931c17dee7b777c9cbff49696775decabdf15f0f4299ed982c63de16870b15")
}

// UnpackERC3009InvalidAuthorizationTimeError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC3009InvalidAuthorizationTime(uint256 validAfter, uint256 validBefore)
func (authToken *AuthToken) UnpackERC3009InvalidAuthorizationTimeError(raw []byte) (*AuthTokenERC3009InvalidAuthorizationTime, error) {
	out := new(AuthTokenERC3009InvalidAuthorizationTime)
	if err := authToken.abi.UnpackIntoInterface(out, "ERC3009InvalidAuthorizationTime", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenERC3009InvalidSignature represents a ERC3009InvalidSignature error raised by the AuthToken contract.
type AuthTokenERC3009InvalidSignature struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC3009InvalidSignature()
func AuthTokenERC3009InvalidSignatureErrorID() common.Hash {
	return common.HexToHash("0x77c207f4defda98b291ec961b5c4117337ad6395b29d5f627b766bfbb84cc315")
}

// UnpackERC3009InvalidSignatureError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC3009InvalidSignature()
func (authToken *AuthToken) UnpackERC3009InvalidSignatureError(raw []byte) (*AuthTokenERC3009InvalidSignature, error) {
	out := new(AuthTokenERC3009InvalidSignature)
	if err := authToken.abi.UnpackIntoInterface(out, "ERC3009InvalidSignature", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenERC3009UsedAuthorization represents a ERC3009UsedAuthorization error raised by the AuthToken contract.
type AuthTokenERC3009UsedAuthorization struct {
	Authorizer common.Address
	Nonce      [32]byte
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error ERC3009UsedAuthorization(address authorizer, bytes32 nonce)
func AuthTokenERC3009UsedAuthorizationErrorID() common.Hash {
	return common.HexToHash("0x8f7808c1770a7455ad80e90de4a45fff05aec416cd59cd420827199281b8dbcd")
}

// UnpackERC3009UsedAuthorizationError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error ERC3009UsedAuthorization(address authorizer, bytes32 nonce)
func (authToken *AuthToken) UnpackERC3009UsedAuthorizationError(raw []byte) (*AuthTokenERC3009UsedAuthorization, error) {
	out := new(AuthTokenERC3009UsedAuthorization)
	if err := authToken.abi.UnpackIntoInterface(out, "ERC3009UsedAuthorization", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenInvalidShortString represents a InvalidShortString error raised by the AuthToken contract.
type AuthTokenInvalidShortString struct {
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error InvalidShortString()
func AuthTokenInvalidShortStringErrorID() common.Hash {
	return common.HexToHash("0xb3512b0c6163e5f0bafab72bb631b9d58cd7a731b082f910338aa21c83d5c274")
}

// UnpackInvalidShortStringError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error InvalidShortString()
func (authToken *AuthToken) UnpackInvalidShortStringError(raw []byte) (*AuthTokenInvalidShortString, error) {
	out := new(AuthTokenInvalidShortString)
	if err := authToken.abi.UnpackIntoInterface(out, "InvalidShortString", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenSafeCastOverflowedUintDowncast represents a SafeCastOverflowedUintDowncast error raised by the AuthToken contract.
type AuthTokenSafeCastOverflowedUintDowncast struct {
	Bits  uint8
	Value *big.Int
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func AuthTokenSafeCastOverflowedUintDowncastErrorID() common.Hash {
	return common.HexToHash("0x6dfcc6503a32754ce7a89698e18201fc5294fd4aad43edefee786f88423b1a12")
}

// UnpackSafeCastOverflowedUintDowncastError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error SafeCastOverflowedUintDowncast(uint8 bits, uint256 value)
func (authToken *AuthToken) UnpackSafeCastOverflowedUintDowncastError(raw []byte) (*AuthTokenSafeCastOverflowedUintDowncast, error) {
	out := new(AuthTokenSafeCastOverflowedUintDowncast)
	if err := authToken.abi.UnpackIntoInterface(out, "SafeCastOverflowedUintDowncast", raw); err != nil {
		return nil, err
	}
	return out, nil
}

// AuthTokenStringTooLong represents a StringTooLong error raised by the AuthToken contract.
type AuthTokenStringTooLong struct {
	Str string
}

// ErrorID returns the hash of canonical representation of the error's signature.
//
// Solidity: error StringTooLong(string str)
func AuthTokenStringTooLongErrorID() common.Hash {
	return common.HexToHash("0x305a27a93f8e33b7392df0a0f91d6fc63847395853c45991eec52dbf24d72381")
}

// UnpackStringTooLongError is the Go binding used to decode the provided
// error data into the corresponding Go error struct.
//
// Solidity: error StringTooLong(string str)
func (authToken *AuthToken) UnpackStringTooLongError(raw []byte) (*AuthTokenStringTooLong, error) {
	out := new(AuthTokenStringTooLong)
	if err := authToken.abi.UnpackIntoInterface(out, "StringTooLong", raw); err != nil {
		return nil, err
	}
	return out, nil
}
