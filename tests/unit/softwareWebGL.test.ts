import { describe, expect, it } from "vitest";
import { isSoftwareRenderer } from "../../app/lib/softwareWebGL";

describe("PUB-029 the About page's 3D viewer asks first where 3D is drawn without a graphics processor", () => {
  it("software renderers, as browsers name them", () => {
    for (const r of [
      "ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)",
      "Google SwiftShader",
      "llvmpipe (LLVM 15.0.6, 256 bits)",
      "Mesa OffScreen softpipe",
      "ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0, D3D11)",
    ])
      expect(isSoftwareRenderer(r), r).toBe(true);
  });
  it("graphics processors, and no answer, are not", () => {
    for (const r of [
      "ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0, D3D11)",
      "ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)",
      "Apple M2",
      "Adreno (TM) 640",
      "",
      null,
    ])
      expect(isSoftwareRenderer(r), String(r)).toBe(false);
  });
});
