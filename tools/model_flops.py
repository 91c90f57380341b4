"""Count forward MACs, parameters and activations of the non-transformer workloads.

Where no published FLOP count covers the exact network a benchmark ran (NVIDIA
DeepLearningExamples SSD300 v1.1 with a ResNet-50 backbone, GNMT v2, the SDXL
U-Net), this script derives it from the published architecture, after checking
the same counting rules against networks with published figures:

- ResNet-50 at 224²: torchvision lists 4.09 GMAC (its "GFLOPS" column);
- VGG-16 at 224²: torchvision lists 15.47 GMAC;
- SD 1.x U-Net at 64² latents: onnx-tool (ThanatosShinji/onnx-tool README)
  lists 888,870 M MACs for the batch-2 ONNX export, i.e. 444 GMAC per image,
  and 36,135 MB of FP32 intermediate tensors (batch 2).

Run: ``.venv/bin/python tools/model_flops.py``; data/workloads.csv cites it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class Counter:
    macs: float = 0.0
    params: float = 0.0
    # Every intermediate tensor, as onnx-tool's "native memory" counts them.
    elements: float = 0.0
    # Of those, attention score/probability tensors (absent with fused attention).
    attn_elements: float = 0.0
    # Host side of an eager forward: torch operator calls (views included: each goes
    # through the dispatcher), trainable parameter tensors, and the linear or 1×1-conv
    # maps of the attention blocks, which LoRA trainers adapt (kohya sd-scripts logs
    # "create LoRA for U-Net: 192 modules" for SD 1.x and 722 for SDXL).
    ops: int = 0
    tensors: int = 0
    adapted: int = 0
    # Gradient checkpointing (diffusers and kohya wrap every resnet and transformer block
    # in torch.utils.checkpoint): the blocks' inputs stay, and one block at a time is
    # recomputed in full during the backward pass (16-bit elements, no attention scores).
    kept: float = 0.0
    largest_block: float = 0.0
    # Elements of every convolution's input and output: in NCHW, cuDNN's tensor-core
    # kernels transpose them to NHWC and back (dlbox/core/estimate/layout.py).
    conv_io: float = 0.0
    # Batch-norm layers and the elements they normalise (each follows a convolution and
    # normalises its output): in NCHW under bf16, PyTorch runs its own slow kernels on
    # them instead of cuDNN's (dlbox/core/estimate/batch_norm.py).
    bn_elements: float = 0.0
    bn_layers: int = 0
    log: list[str] = field(default_factory=list)

    def conv(
        self,
        cin: int,
        cout: int,
        k: int,
        out_hw: int,
        bias: bool = True,
        in_hw: int | None = None,
        norm: bool = False,
    ) -> None:
        """A convolution; ``norm``: a BatchNorm2d on its output."""
        self.macs += cin * cout * k * k * out_hw * out_hw
        self.conv_io += cin * (in_hw or out_hw) ** 2 + cout * out_hw * out_hw
        if norm:
            self.bn_elements += cout * out_hw * out_hw
            self.bn_layers += 1
        self.params += cin * cout * k * k + (cout if bias else 0)
        self.elements += cout * out_hw * out_hw
        self.ops += 1
        self.tensors += 2 if bias else 1

    def linear(self, din: int, dout: int, tokens: int, bias: bool = True) -> None:
        self.macs += din * dout * tokens
        self.params += din * dout + (dout if bias else 0)
        self.elements += dout * tokens
        self.ops += 1
        self.tensors += 2 if bias else 1

    def act(self, n: float) -> None:
        """A norm, activation or residual add: no MACs, one more tensor."""
        self.elements += n

    def block(self, inputs: float, run: Callable[[], None]) -> None:
        """A checkpointed block: keep its input, note its own tensors for the recompute."""
        before = self.elements - self.attn_elements
        run()
        self.kept += inputs
        self.largest_block = max(self.largest_block, self.elements - self.attn_elements - before)

    def host(self, ops: int, tensors: int = 0) -> None:
        """Operator calls with no MACs (norms, activations, adds, views), and the norms'
        weight and bias tensors."""
        self.ops += ops
        self.tensors += tensors

    def attention(self, heads: int, q_tokens: int, k_tokens: int, dim: int) -> None:
        self.macs += 2 * q_tokens * k_tokens * dim
        scores = 2 * heads * q_tokens * k_tokens  # scores and softmax output
        self.elements += scores + q_tokens * dim
        self.attn_elements += scores


# ------------------------------------------------------------------ ResNet
def resnet50(c: Counter, size: int, ssd_backbone: bool = False) -> tuple[int, int]:
    """torchvision ResNet-50 v1.5; the SSD backbone stops after layer3 with stride 1."""
    hw = (size + 1) // 2
    c.conv(3, 64, 7, hw, bias=False, in_hw=size, norm=True)
    c.act(64 * hw * hw * 2)
    c.host(3, tensors=2)  # batch norm (weight, bias), ReLU, max pool
    hw = (hw + 1) // 2  # max pool
    cin = 64
    stages = [(3, 64, 1), (4, 128, 2), (6, 256, 2), (3, 512, 2)]
    if ssd_backbone:
        stages = [(3, 64, 1), (4, 128, 2), (6, 256, 1)]
    for blocks, width, stride in stages:
        for b in range(blocks):
            s = stride if b == 0 else 1
            out_hw = (hw + s - 1) // s
            c.conv(cin, width, 1, hw, bias=False, norm=True)
            c.act(width * hw * hw * 2)
            c.conv(width, width, 3, out_hw, bias=False, in_hw=hw, norm=True)
            c.act(width * out_hw * out_hw * 2)
            c.conv(width, width * 4, 1, out_hw, bias=False, norm=True)
            if b == 0:
                c.conv(cin, width * 4, 1, out_hw, bias=False, in_hw=hw, norm=True)
            c.act(width * 4 * out_hw * out_hw * 3)
            # A batch norm after every convolution, two inner ReLUs, the residual add
            # and its ReLU (torchvision Bottleneck.forward).
            norms = 4 if b == 0 else 3
            c.host(norms + 2 + 2, tensors=2 * norms)
            cin, hw = width * 4, out_hw
    if not ssd_backbone:
        c.host(3)  # average pool, flatten; the loss
        c.linear(2048, 1000, 1)
    return cin, hw


def vgg16(c: Counter) -> None:
    hw, cin = 224, 3
    for cout, n in [(64, 2), (128, 2), (256, 3), (512, 3), (512, 3)]:
        for _ in range(n):
            c.conv(cin, cout, 3, hw)
            c.act(cout * hw * hw)
            c.host(1)  # ReLU
            cin = cout
        hw //= 2
        c.host(1)  # max pool
    c.host(2 + 4 + 1)  # adaptive average pool, flatten; two ReLUs and dropouts; the loss
    c.linear(512 * 7 * 7, 4096, 1)
    c.linear(4096, 4096, 1)
    c.linear(4096, 1000, 1)


def ssd300(c: Counter) -> None:
    """DeepLearningExamples PyTorch SSD300 v1.1 (ResNet-50 backbone, 81 classes)."""
    cin, hw = resnet50(c, 300, ssd_backbone=True)
    out_channels = [1024, 512, 512, 256, 256, 256]
    sizes = [hw]
    for i, (cout, mid) in enumerate(zip(out_channels[1:], [256, 256, 128, 128, 128], strict=True)):
        # DLE ssd/model.py _build_additional_features: BatchNorm2d after both convolutions;
        # the loc/conf heads below have none.
        c.conv(cin, mid, 1, hw, bias=False, norm=True)
        hw = (hw + 1) // 2 if i < 3 else hw - 2
        c.conv(mid, cout, 3, hw, bias=False, norm=True)
        c.act(cout * hw * hw * 2)
        cin = cout
        sizes.append(hw)
    for ch, nd, s in zip(out_channels, [4, 6, 6, 6, 4, 4], sizes, strict=True):
        c.conv(ch, nd * 4, 3, s)
        c.conv(ch, nd * 81, 3, s)


# ------------------------------------------------------------------ GNMT
def lstm_params(din: int, h: int) -> int:
    return 4 * h * (din + h) + 8 * h


def gnmt_v2(vocab: int = 32320, h: int = 1024) -> dict[str, float]:
    """DeepLearningExamples GNMT v2: 4+4 LSTM layers, shared embeddings."""
    encoder = 2 * lstm_params(h, h) + lstm_params(2 * h, h) + 2 * lstm_params(h, h)
    attention = 2 * h * h + 2 * h
    decoder = lstm_params(h, h) + attention + 3 * lstm_params(2 * h, h)
    classifier = h * vocab + vocab
    embedding = vocab * h
    return {
        "params_total": encoder + decoder + classifier + embedding,
        "encoder": encoder,
        "decoder_and_classifier": decoder + classifier,
        # 2 FLOPs per weight per token; averaged over source and target tokens.
        "flops_fwd_per_token": (2 * encoder + 2 * (decoder + classifier)) / 2,
    }


# ------------------------------------------------------------------ BERT
def bert(c: Counter, layers: int, d: int, tokens: int = 384, head: str = "squad") -> None:
    """Hugging Face BertForQuestionAnswering / BertForPreTraining eager forward (host side).

    Embeddings: position ids slice, three lookups, two adds, layer norm, dropout (8); the
    attention mask's unsqueeze, cast, 1 − mask and × min (4).  Per layer (BertLayer with
    eager attention): q, k, v linears and each view + permute (9); q·kᵀ, ÷ √d, + mask,
    softmax, dropout, ·v, permute, contiguous, view (9); output linear, dropout, residual
    add, layer norm (4); intermediate linear and GELU (2); output linear, dropout,
    residual add, layer norm (4).  SQuAD head: linear, split, two squeezes and
    contiguous (6), loss: two clamps, two cross-entropies, add, halve (6).  Pre-training
    head: transform linear, GELU, layer norm, decoder (4), pooler linear and tanh, NSP
    linear (3), the two losses with their views and add (6)."""
    c.host(8 + 4, tensors=3 + 2)
    for _ in range(layers):
        c.host(9 - 3 + 9 + 3 + 1 + 3, tensors=4)  # the six linears are counted below
        for _ in range(4):
            c.linear(d, d, tokens)
        c.linear(d, 4 * d, tokens)
        c.linear(4 * d, d, tokens)
    if head == "squad":
        c.host(5 + 6)
        c.linear(d, 2, tokens)
    else:
        c.host(2 + 2 + 1 + 6, tensors=2 + 1)  # + the decoder bias (its weight is tied)
        c.linear(d, d, tokens)
        c.linear(d, d, 1)
        c.linear(d, 2, 1)


# ------------------------------------------------------------------ U-Nets
@dataclass
class UNetConfig:
    name: str
    channels: tuple[int, ...]
    attn_layers: tuple[int, ...]  # transformer layers per resnet, per level (0 = none)
    heads: tuple[int, ...]
    mid_layers: int
    context_dim: int
    latent: int
    linear_proj: bool


def _resnet(c: Counter, cin: int, cout: int, hw: int) -> None:
    # diffusers ResnetBlock2D.forward: two group norms (weight and bias each), three SiLUs,
    # the time embedding's [:, :, None, None], its add, dropout, the residual add and the
    # division by output_scale_factor: 10 operator calls besides the convs and the linear.
    c.host(10, tensors=4)
    c.act(cin * hw * hw * 2)  # group norm + SiLU
    c.conv(cin, cout, 3, hw)
    c.linear(1280, cout, 1)  # time embedding projection
    c.act(cout * hw * hw * 3)
    c.conv(cout, cout, 3, hw)
    if cin != cout:
        c.conv(cin, cout, 1, hw)
    c.act(cout * hw * hw)


def _transformer(c: Counter, d: int, hw: int, layers: int, heads: int, cfg: UNetConfig) -> None:
    n = hw * hw
    # Transformer2DModel: group norm, permute + reshape in, reshape + permute + contiguous
    # out, residual add; proj_in and proj_out are the two adapted maps of the wrapper.
    c.host(7, tensors=2)
    c.adapted += 2
    c.act(d * n)
    if cfg.linear_proj:
        c.linear(d, d, n)
    else:
        c.conv(d, d, 1, hw)
    for _ in range(layers):
        # BasicTransformerBlock: three layer norms; per attention (self, cross) a view and
        # a transpose of q, k and v, the SDPA call, transpose + reshape back, the dtype
        # cast and the output dropout (11); GEGLU's chunk, GELU, multiply and dropout (4);
        # three residual adds.  Adapted: q, k, v, out of both attentions and the two
        # feed-forward linears.
        c.host(3 + 2 * 11 + 4 + 3, tensors=6)
        c.adapted += 10
        c.act(d * n)
        for _ in range(3):
            c.linear(d, d, n, bias=False)
        c.attention(heads, n, n, d)
        c.linear(d, d, n)
        c.act(d * n * 2)
        c.linear(d, d, n, bias=False)
        c.linear(cfg.context_dim, d, 77, bias=False)
        c.linear(cfg.context_dim, d, 77, bias=False)
        c.attention(heads, n, 77, d)
        c.linear(d, d, n)
        c.act(d * n * 2)
        c.linear(d, 8 * d, n)  # GEGLU projection
        c.act(4 * d * n * 2)
        c.linear(4 * d, d, n)
        c.act(d * n)
    if cfg.linear_proj:
        c.linear(d, d, n)
    else:
        c.conv(d, d, 1, hw)
    c.act(d * n)


def unet(c: Counter, cfg: UNetConfig) -> None:
    """diffusers UNet2DConditionModel forward for one latent image."""
    hw = cfg.latent
    # Time embedding: the sinusoid (arange, scale, exp, outer product, sin, cos, cat,
    # flip: ~9 calls), two linears and a SiLU; SDXL adds the same for its six size and
    # crop ids, concatenated with the pooled text embedding (~13 more).
    c.host(12 + (13 if cfg.linear_proj and len(cfg.channels) == 3 else 0), tensors=4)
    c.conv(4, cfg.channels[0], 3, hw)
    skips = [cfg.channels[0]]
    cin = cfg.channels[0]
    levels = len(cfg.channels)
    for level, cout in enumerate(cfg.channels):
        for _ in range(2):
            c.block(cin * hw * hw, lambda cin=cin, cout=cout, hw=hw: _resnet(c, cin, cout, hw))
            if cfg.attn_layers[level]:
                c.block(
                    cout * hw * hw,
                    lambda cout=cout, hw=hw, level=level: _transformer(
                        c, cout, hw, cfg.attn_layers[level], cfg.heads[level], cfg
                    ),
                )
            cin = cout
            skips.append(cout)
        if level < levels - 1:
            hw //= 2
            c.conv(cout, cout, 3, hw)
            skips.append(cout)
    c.block(cin * hw * hw, lambda: _resnet(c, cin, cin, hw))
    c.block(cin * hw * hw, lambda: _transformer(c, cin, hw, cfg.mid_layers, cfg.heads[-1], cfg))
    c.block(cin * hw * hw, lambda: _resnet(c, cin, cin, hw))
    for level in reversed(range(levels)):
        cout = cfg.channels[level]
        for _ in range(3):
            c.host(1)  # torch.cat with the skip connection
            cat = cin + skips.pop()
            c.block(cat * hw * hw, lambda cat=cat, cout=cout, hw=hw: _resnet(c, cat, cout, hw))
            if cfg.attn_layers[level]:
                c.block(
                    cout * hw * hw,
                    lambda cout=cout, hw=hw, level=level: _transformer(
                        c, cout, hw, cfg.attn_layers[level], cfg.heads[level], cfg
                    ),
                )
            cin = cout
        if level > 0:
            hw *= 2
            c.host(1)  # nearest-neighbour interpolate before the upsampling conv
            c.conv(cout, cout, 3, hw)
    c.host(2, tensors=2)  # output group norm and SiLU
    c.act(cin * hw * hw * 2)
    c.conv(cin, 4, 3, hw)


def clip_text(c: Counter, layers: int, d: int, quick_gelu: bool, tokens: int = 77) -> None:
    """Hugging Face CLIPTextModel forward (host side and adapted maps; MACs as linears).

    Per layer: two layer norms; q scaled; k, v and q each view + transpose + contiguous;
    three reshapes; two bmm; the causal mask's view, add, view; softmax; dropout; the
    output's view, transpose, reshape; two residual adds; the activation (QuickGELU is
    x · sigmoid(1.702 x): three calls).  Adapted: q, k, v, out, fc1, fc2.
    """
    c.host(3 + 2, tensors=2)  # token + position embeddings and their add; final norm
    for _ in range(layers):
        c.host(2 + 1 + 9 + 3 + 2 + 3 + 1 + 1 + 3 + 2 + (3 if quick_gelu else 1), tensors=4)
        for _ in range(4):
            c.linear(d, d, tokens)
        c.linear(d, 4 * d, tokens)
        c.linear(4 * d, d, tokens)
        c.adapted += 6


SD15 = UNetConfig(
    "SD 1.5 U-Net", (320, 640, 1280, 1280), (1, 1, 1, 0), (8, 8, 8, 8), 1, 768, 64, False
)
SDXL = UNetConfig("SDXL U-Net", (320, 640, 1280), (0, 2, 10), (5, 10, 20), 10, 2048, 128, True)
# Stable Diffusion 2 base (stabilityai/stable-diffusion-2-base config.json): SD 1's channels with
# 64-wide heads, linear projections and OpenCLIP's 1024-wide context; MosaicML trained it at
# 256² (32² latents) and 512² (64² latents).
SD2_256 = UNetConfig(
    "SD 2 base U-Net 256²", (320, 640, 1280, 1280), (1, 1, 1, 0), (5, 10, 20, 20), 1, 1024, 32, True
)
SD2_512 = UNetConfig(
    "SD 2 base U-Net 512²", (320, 640, 1280, 1280), (1, 1, 1, 0), (5, 10, 20, 20), 1, 1024, 64, True
)


def main() -> None:
    rows = []
    for label, build in [
        ("resnet50 224", lambda c: resnet50(c, 224)),
        ("vgg16 224", vgg16),
        ("ssd300 (DLE v1.1, RN50)", ssd300),
        (SD15.name, lambda c: unet(c, SD15)),
        (SDXL.name, lambda c: unet(c, SDXL)),
        (SD2_256.name, lambda c: unet(c, SD2_256)),
        (SD2_512.name, lambda c: unet(c, SD2_512)),
    ]:
        c = Counter()
        build(c)
        rows.append((label, c))
        print(
            f"{label:26s} params {c.params / 1e6:9.1f} M  fwd {c.macs / 1e9:8.2f} GMAC "
            f"= {2 * c.macs / 1e9:8.1f} GFLOP  intermediates {c.elements * 4 / 1e6:9.0f} MB fp32, "
            f"{(c.elements - c.attn_elements) * 2 / 1e6:8.0f} MB 16-bit without attention scores"
        )
        if c.conv_io:
            print(f"{'':26s} convolution inputs + outputs {c.conv_io / 1e6:.2f} M elements")
        if c.bn_layers:
            print(
                f"{'':26s} batch norm: {c.bn_layers} layers over {c.bn_elements / 1e6:.2f} M "
                "elements (their convolutions' outputs)"
            )
        if c.attn_elements:
            # One score per (head, query, key): what the attention kernel's softmax touches.
            print(f"{'':26s} attention scores {c.attn_elements / 2 / 1e9:.3f} G per forward")
        if c.ops and not c.adapted:
            print(
                f"{'':26s} host: {c.ops} operator calls per eager forward, "
                f"{c.tensors} parameter tensors"
            )
        if c.ops and c.adapted:
            print(
                f"{'':26s} host: {c.ops} operator calls per eager forward, "
                f"{c.tensors} parameter tensors, {c.adapted} LoRA-adapted maps"
            )
            print(
                f"{'':26s} checkpointed: block inputs {c.kept * 2 / 1e6:.0f} MB 16-bit, "
                f"largest block {c.largest_block * 2 / 1e6:.0f} MB 16-bit"
            )
    for label, layers, d, quick in [
        ("CLIP ViT-L text (SD 1.x)", 12, 768, True),
        ("OpenCLIP bigG text", 32, 1280, False),
    ]:
        c = Counter()
        clip_text(c, layers, d, quick)
        print(
            f"{label:26s} host: {c.ops} operator calls per eager forward, "
            f"{c.tensors} parameter tensors, {c.adapted} LoRA-adapted maps"
        )
    for label, layers, d, head in [
        ("BERT-base SQuAD", 12, 768, "squad"),
        ("BERT-large SQuAD", 24, 1024, "squad"),
        ("BERT-large pre-training", 24, 1024, "pretrain"),
    ]:
        c = Counter()
        bert(c, layers, d, head=head)
        print(
            f"{label:26s} host: {c.ops} operator calls per eager forward, "
            f"{c.tensors} parameter tensors"
        )
    g = gnmt_v2()
    print(
        f"{'gnmt v2':26s} params {g['params_total'] / 1e6:9.1f} M  fwd "
        f"{g['flops_fwd_per_token'] / 1e6:.1f} MFLOP per token (source/target average)"
    )


if __name__ == "__main__":
    main()
