import { expect, test, type Locator, type Page } from '@playwright/test';

/** The element's box once it has stopped moving (the dialog zooms in when it opens). */
/** The box once the opening animation is over: unchanged over three readings in a row. */
async function settledBox(locator: Locator) {
  let last = '';
  let same = 0;
  await expect
    .poll(
      async () => {
        const box = JSON.stringify(await locator.boundingBox());
        same = box === last ? same + 1 : 0;
        last = box;
        return same >= 2;
      },
      { intervals: [150] },
    )
    .toBe(true);
  return JSON.parse(last) as { x: number; y: number; width: number; height: number };
}

async function openChatbot(page: Page) {
  await page.goto('/home');
  const widget = page.getByRole('complementary', { name: '在线咨询与联系方式' });
  const chat = widget.getByRole('button', { name: '智能客服' });
  const toggle = widget.getByRole('button', { name: '在线咨询' });
  await expect(chat.or(toggle).first()).toBeVisible();
  // On phones the widget is folded into one button first.
  if (await toggle.isVisible()) await toggle.click();
  await chat.click();
  const dialog = page.getByRole('dialog', { name: /智能客服/ });
  await expect(dialog).toBeVisible();
  await settledBox(dialog);
  await settledBox(dialog.getByRole('log'));
  return {
    dialog,
    log: dialog.getByRole('log', { name: '对话记录' }),
    input: dialog.getByRole('textbox', { name: '输入您的问题' }),
  };
}

test.describe('FAQ chatbot', () => {
  test('answers hot, exact and keyword questions, falls back with hot questions, warns on empty input', async ({
    page,
  }) => {
    const { dialog, log, input } = await openChatbot(page);
    await expect(input).toBeFocused();

    // The greeting offers the seeded hot questions.
    await log.getByRole('button', { name: '5G快线网关最多可以接入多少台设备？' }).click();
    await expect(log.getByText(/建议一台5G快线网关接入不超过15台小流量设备/)).toBeVisible();

    // Exact question, sent with Enter, without its question mark.
    await input.fill('套餐退订如何收费');
    await input.press('Enter');
    await expect(log.getByText(/当期套餐费用按全额收取/)).toBeVisible();
    await expect(input).toHaveValue('');

    // Worded differently: answered through its keywords, naming the question it matched.
    await input.fill('历史用量最多能看多久');
    await dialog.getByRole('button', { name: /发\s*送/ }).click();
    await expect(log.getByText('为您找到相关问题：可以查询多长时间的历史用量？')).toBeVisible();
    await expect(log.getByText(/最近6个月的用量记录/)).toBeVisible();

    // Nothing matches: the apology comes with the hot questions, which can be asked.
    await input.fill('火星上明天刮不刮风');
    await input.press('Enter');
    const apology = log.getByRole('listitem').filter({ hasText: '抱歉，我还在学习中' });
    await expect(apology).toBeVisible();
    await apology.getByRole('button', { name: '如何在线订购产品？' }).click();
    await expect(log.getByText(/订购配置、订购确认、订购提交/)).toBeVisible();

    // The newest answer is scrolled into view.
    await expect(log.getByText(/订购配置、订购确认、订购提交/)).toBeInViewport();

    // Empty input: the one-at-a-time warning, and no question is sent.
    const bubbles = await log.getByRole('listitem').count();
    await input.fill('   ');
    await input.press('Enter');
    await expect(page.getByText('输入框内容不能为空')).toBeVisible();
    await expect(log.getByRole('listitem')).toHaveCount(bubbles);

    // Escape closes the dialog; reopening keeps the conversation.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: '智能客服' }).click();
    await expect(log.getByText(/订购配置、订购确认、订购提交/)).toBeVisible();
  });

  test('the dialog is 800 px wide and moves when dragged by its title bar', async ({ page }) => {
    const { dialog, log } = await openChatbot(page);
    const before = await log.boundingBox();
    const title = dialog.getByText('7×24小时在线，为您解答常见问题');
    const handle = await title.boundingBox();
    expect(before && handle).toBeTruthy();
    const panel = await dialog.boundingBox();
    expect(Math.round(panel!.width)).toBe(800);

    await page.mouse.move(handle!.x + 10, handle!.y + 5);
    await page.mouse.down();
    await page.mouse.move(handle!.x - 190, handle!.y + 85, { steps: 12 });
    await page.mouse.up();
    const after = await log.boundingBox();
    expect(after!.x - before!.x).toBeCloseTo(-200, -1);
    expect(after!.y - before!.y).toBeCloseTo(80, -1);

    // Dragging the conversation itself does not move the dialog.
    await page.mouse.move(after!.x + 40, after!.y + 40);
    await page.mouse.down();
    await page.mouse.move(after!.x + 240, after!.y + 140, { steps: 8 });
    await page.mouse.up();
    expect(await log.boundingBox()).toEqual(after);
  });

  test('on a phone it takes the full width and stays put @phone', async ({ page }) => {
    const { dialog, log, input } = await openChatbot(page);
    const viewport = page.viewportSize()!;
    const before = await log.boundingBox();
    const box = await dialog.boundingBox();
    expect(box!.x).toBeLessThanOrEqual(1);
    expect(box!.width).toBeGreaterThanOrEqual(viewport.width - 2);

    const title = await dialog.getByText('7×24小时在线，为您解答常见问题').boundingBox();
    await page.mouse.move(title!.x + 10, title!.y + 5);
    await page.mouse.down();
    await page.mouse.move(title!.x + 110, title!.y + 105, { steps: 8 });
    await page.mouse.up();
    expect(await log.boundingBox()).toEqual(before);

    await input.fill('网关能带几台摄像头');
    await input.press('Enter');
    await expect(log.getByText(/建议一台5G快线网关接入不超过15台小流量设备/)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
